import { useParams } from 'react-router-dom';
import { PublicShareView } from '@/features/safety/components/public-share-view';

/** /share/<token> — a location share's public page; no sign-in. */
export function Component() {
  const { token = '' } = useParams();
  return <PublicShareView token={token} />;
}
