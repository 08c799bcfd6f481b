import { useParams } from 'react-router-dom';
import { PublicDatePlanView } from '@/features/safety/components/public-date-plan-view';

/** /date/<token> — a shared date plan's public page; no sign-in. */
export function Component() {
  const { token = '' } = useParams();
  return <PublicDatePlanView token={token} />;
}
