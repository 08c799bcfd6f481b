import { NavigationView } from '@/features/meeting/components/navigation-view';

export default function NavigationMainView() {
  return <NavigationView />;
}
