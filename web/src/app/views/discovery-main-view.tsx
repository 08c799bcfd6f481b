import { DiscoveryView } from '@/features/discovery/components/discovery-view';
import { PersonSafetyButton } from '../safety-actions';

export default function DiscoveryMainView() {
  return <DiscoveryView cardActions={(person, onDone) => <PersonSafetyButton person={person} onBlocked={onDone} />} />;
}
