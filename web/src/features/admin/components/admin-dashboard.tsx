import { BadgeCheck, BarChart3, Building2, CreditCard, History, LayoutDashboard, Settings, ShieldAlert, Users, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ArrowLeft, Construction } from 'lucide-react';
import { useAdminCheck, useSecurityMetrics } from '../api/admin-api';
import { isPlatformRole, roleLabel, type AdminCheck } from '../api/types';
import { useAdminRealtime } from '../realtime';
import { admin } from '@/locales/admin';
import { AccessDenied } from './access-denied';
import { NotificationBell } from './notification-bell';
import { OverviewTab } from './overview-tab';
import { EmptyState, InlineLoader, SectionTitle } from './shared';

// Every tab but the first is its own chunk, loaded when the tab is opened (a closed tab's
// content is not mounted), so /admin starts with the overview's code only.
const AnalyticsTab = lazy(() => import('./analytics-tab').then((m) => ({ default: m.AnalyticsTab })));
const AuditTab = lazy(() => import('./audit-tab').then((m) => ({ default: m.AuditTab })));
const ModerationTab = lazy(() => import('./moderation-tab').then((m) => ({ default: m.ModerationTab })));
const UsersTab = lazy(() => import('./users-tab').then((m) => ({ default: m.UsersTab })));
const VenuesTab = lazy(() => import('./venues-tab').then((m) => ({ default: m.VenuesTab })));
const SettingsTab = lazy(() => import('./settings-tab').then((m) => ({ default: m.SettingsTab })));
const BusinessSetup = lazy(() => import('./settings-tab').then((m) => ({ default: m.BusinessSetup })));

/** A tab's content while its code loads. */
function TabCode({ children }: { children: ReactNode }) {
  const t = admin.useT();
  return <Suspense fallback={<InlineLoader label={t('tab.loading')} />}>{children}</Suspense>;
}

/** The English words while the admin check runs (tests and the e2e specs wait for them to go). */
export const CHECKING_LABEL = admin.t('checking');

type TabId = 'overview' | 'business' | 'moderation' | 'users' | 'verification' | 'analytics' | 'audit' | 'payments' | 'settings';
type TabDef = { id: TabId; icon: LucideIcon; platformOnly?: boolean };

const TABS: TabDef[] = [
  { id: 'overview', icon: LayoutDashboard },
  { id: 'business', icon: Building2 },
  { id: 'moderation', icon: ShieldAlert, platformOnly: true },
  { id: 'users', icon: Users, platformOnly: true },
  { id: 'verification', icon: BadgeCheck, platformOnly: true },
  { id: 'analytics', icon: BarChart3 },
  { id: 'audit', icon: History },
  { id: 'payments', icon: CreditCard },
  { id: 'settings', icon: Settings },
];

function Shell({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const navigate = useNavigate();
  const t = admin.useT();
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-6xl flex-col bg-background lg:border-x">
      <header className="sticky top-[var(--meeting-banner-h,0px)] z-30 flex min-h-14 items-center gap-2 border-b bg-background/95 px-2 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <Button variant="ghost" size="icon" className="rounded-full" onClick={() => navigate('/')} aria-label={t('shell.back')}>
          <ArrowLeft className="rtl:-scale-x-100" aria-hidden />
        </Button>
        <h1 className="min-w-0 flex-1 py-2 text-base font-semibold leading-tight [overflow-wrap:anywhere]">
          <span className="sm:hidden">{t('shell.titleShort')}</span>
          <span className="hidden sm:inline">{t('shell.title')}</span>
        </h1>
        {actions}
        <ThemeToggle />
      </header>
      {children}
    </div>
  );
}

function Dashboard({ check, verificationSlot }: { check: AdminCheck; verificationSlot?: ReactNode }) {
  const t = admin.useT();
  const platform = isPlatformRole(check.role);
  const [params, setParams] = useSearchParams();
  useAdminRealtime(true);
  useSecurityMetrics(platform);
  const tabs = TABS.filter((tab) => (platform || !tab.platformOnly) && (tab.id !== 'verification' || verificationSlot));
  const requested = params.get('tab') as TabId | null;
  const current = tabs.some((tab) => tab.id === requested) ? requested! : 'overview';
  // On a phone the tab row scrolls sideways: keep the open tab in sight (deep links, back/forward).
  const tabList = useRef<HTMLDivElement>(null);
  useEffect(() => {
    tabList.current?.querySelector<HTMLElement>('[role="tab"][data-state="active"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  return (
    <Shell
      actions={
        <>
          <Badge variant={platform ? 'pro' : 'outline'} data-testid="admin-role-badge">
            {roleLabel(check.role)}
          </Badge>
          <NotificationBell />
        </>
      }
    >
      <main className="flex flex-1 flex-col px-4 pb-10 pt-4">
        <Tabs
          value={current}
          onValueChange={(v) =>
            setParams(
              (p) => {
                const next = new URLSearchParams(p);
                if (v === 'overview') next.delete('tab');
                else next.set('tab', v);
                return next;
              },
              { replace: true },
            )
          }
        >
          <TabsList ref={tabList} aria-label={t('tabs.label')} className="-mx-1">
            {tabs.map((tab) => (
              <TabsTrigger key={tab.id} value={tab.id}>
                <tab.icon aria-hidden /> {t(`tabs.${tab.id}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview">
            <OverviewTab platform={platform} />
          </TabsContent>
          <TabsContent value="business" className="flex flex-col gap-6">
            <TabCode>
              <section className="flex flex-col gap-3">
                <SectionTitle>{t('business.currentSetup')}</SectionTitle>
                <BusinessSetup />
              </section>
              <VenuesTab />
            </TabCode>
          </TabsContent>
          {platform ? (
            <>
              <TabsContent value="moderation">
                <TabCode>
                  <ModerationTab />
                </TabCode>
              </TabsContent>
              <TabsContent value="users">
                <TabCode>
                  <UsersTab canGrant={check.role === 'super_admin'} />
                </TabCode>
              </TabsContent>
              {verificationSlot ? (
                /* The verification review queue is mounted here by the app (features never import each other). */
                <TabsContent value="verification" data-slot="admin-verification-queue">
                  <TabCode>{verificationSlot}</TabCode>
                </TabsContent>
              ) : null}
            </>
          ) : null}
          <TabsContent value="analytics">
            <TabCode>
              <AnalyticsTab platform={platform} />
            </TabCode>
          </TabsContent>
          <TabsContent value="audit">
            <TabCode>
              <AuditTab />
            </TabCode>
          </TabsContent>
          <TabsContent value="payments">
            <EmptyState icon={Construction} title={t('payments.title')}>
              {t('payments.body')}
            </EmptyState>
          </TabsContent>
          <TabsContent value="settings">
            <TabCode>
              <SettingsTab />
            </TabCode>
          </TabsContent>
        </Tabs>
      </main>
    </Shell>
  );
}

/**
 * /admin. The server's admin check decides: while it runs, 'Checking admin access...'; anyone it
 * does not call an admin gets Access Denied and no admin data is ever requested for them.
 * `verificationSlot`: the verification review queue, passed in by the app for platform admins.
 */
export function AdminDashboard({ signedIn, verificationSlot }: { signedIn: boolean; verificationSlot?: ReactNode }) {
  const check = useAdminCheck();
  const t = admin.useT();
  if (check.isPending) return <Spinner label={t('checking')} />;
  if (check.isError || !check.data.isAdmin) {
    return (
      <Shell>
        <AccessDenied signedIn={signedIn} />
      </Shell>
    );
  }
  return <Dashboard check={check.data} verificationSlot={verificationSlot} />;
}
