import type { Type } from '@nestjs/common';
import { HealthController } from './health.controller.js';

/** Every REST controller of the gateway, one per API area (added by each feature). */
export const controllers: Type<unknown>[] = [HealthController];
