import { DiscoveryView } from '@/features/discovery/components/discovery-view';

export default function DiscoveryMainView() {
  return <DiscoveryView />;
}
