import { useParams } from 'react-router-dom';
import { VenueDisplay } from '@/features/admin/components/venue-display';
import { RequireSignedIn } from '../guards';

/**
 * /admin/venues/:venueId/display: the venue's changing check-in code, full screen, for a
 * tablet or screen at the venue. The server decides who may see it (the venue's business admin and
 * platform admins); anyone else gets the page's explanation.
 */
export function Component() {
  const { venueId = '' } = useParams();
  return (
    <RequireSignedIn>
      <VenueDisplay venueId={venueId} />
    </RequireSignedIn>
  );
}
