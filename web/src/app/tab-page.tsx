import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { BottomNav } from '@/components/layouts/bottom-nav';
import { PageHeader } from '@/components/layouts/page-header';
import { PhoneShell } from '@/components/layouts/phone-shell';
import { RequireProfile } from './guards';

/**
 * A bottom-nav tab with its own page (/live-discovery, /professional): a profile is required, the
 * header shows the tab's icon and title with a way back to the app, the bottom nav stays.
 */
export function TabPage({ icon: Icon, iconClassName, title, backLabel, children }: { icon: LucideIcon; iconClassName: string; title: string; backLabel: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RequireProfile>
      <PhoneShell withBottomNav>
        <PageHeader
          title={
            <span className="inline-flex items-center gap-2">
              <Icon className={`size-4 ${iconClassName}`} aria-hidden /> {title}
            </span>
          }
          onBack={() => navigate('/app')}
          backLabel={backLabel}
        />
        <main className="flex flex-1 flex-col">{children}</main>
        <BottomNav />
      </PhoneShell>
    </RequireProfile>
  );
}
