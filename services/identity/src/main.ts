import { runService } from '@converge/platform';
import { IdentityModule } from './identity.module.js';

await runService(IdentityModule, 'identity');
