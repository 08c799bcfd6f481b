import { runService } from '@converge/platform';
import { SafetyModule } from './safety.module.js';

await runService(SafetyModule, 'safety');
