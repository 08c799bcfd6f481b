import { LayoutDashboard, Radio, type LucideIcon } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { FeatureUnavailable } from '@/components/errors/feature-unavailable';
import { useUser } from '@/lib/auth';
import { FullPageLoader, RequireSignedIn } from '../guards';

/** Routes in the spec whose backends do not exist yet. */
const pages: Record<string, { title: string; description: string; icon: LucideIcon; signedIn: boolean }> = {
  '/live-discovery': {
    title: 'Live Discovery',
    description: 'Seeing who is active nearby right now is coming soon. Check in at a venue to meet people there today.',
    icon: Radio,
    signedIn: true,
  },
  '/admin': {
    title: 'Admin Dashboard',
    description: 'The business admin dashboard is coming soon.',
    icon: LayoutDashboard,
    signedIn: false, // spec: everyone can open /admin
  },
};

function Unavailable({ page }: { page: (typeof pages)[string] }) {
  const { user, isLoading } = useUser();
  if (isLoading) return <FullPageLoader />;
  return <FeatureUnavailable title={page.title} description={page.description} icon={page.icon} withBottomNav={Boolean(user?.profile)} />;
}

/** /live-discovery (signed in) and /admin (everyone): "not available yet", not a 404. */
export function Component() {
  const { pathname } = useLocation();
  const page = pages[pathname.replace(/\/+$/, '')] ?? pages['/admin']!;
  return page.signedIn ? (
    <RequireSignedIn>
      <Unavailable page={page} />
    </RequireSignedIn>
  ) : (
    <Unavailable page={page} />
  );
}
