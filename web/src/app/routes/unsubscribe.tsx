import { useSearchParams } from 'react-router-dom';
import { UnsubscribeView } from '@/features/safety/components/unsubscribe-view';

/** /unsubscribe?token=… — stop Converge's emails to an outside address; no sign-in. */
export function Component() {
  const [params] = useSearchParams();
  return <UnsubscribeView token={params.get('token') ?? ''} />;
}
