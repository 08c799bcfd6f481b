import { MeetPointView } from '@/features/meeting/components/meet-point-view';

export default function MeetPointMainView() {
  return <MeetPointView />;
}
