import { NavigationView } from '@/features/meeting/components/navigation-view';
import { CheckOnMeWhenAgreed } from '../check-on-me-when-agreed';

export default function NavigationMainView() {
  return <NavigationView afterStatus={(match) => <CheckOnMeWhenAgreed match={match} />} />;
}
