import type { Provider } from '@nestjs/common';

/** Providers that register socket pushes with EventFanout in their onModuleInit (one per feature). */
export const pushers: Provider[] = [];
