import { runService } from '@converge/platform';
import { VenueModule } from './venue.module.js';

await runService(VenueModule, 'venue');
