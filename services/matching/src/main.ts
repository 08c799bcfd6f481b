import { runService } from '@converge/platform';
import { MatchingModule } from './matching.module.js';

await runService(MatchingModule, 'matching');
