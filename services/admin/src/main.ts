import { runService } from '@converge/platform';
import { AdminModule } from './admin.module.js';

await runService(AdminModule, 'admin');
