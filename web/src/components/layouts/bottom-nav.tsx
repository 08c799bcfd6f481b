import { Briefcase, Heart, MapPin, MessageCircle, Radio, User } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { appView, useAppView, type MainView } from '@/stores/app-view';
import { cn } from '@/lib/utils';
import { common } from '@/locales/common';

type NavItem = { label: 'checkin' | 'live' | 'business' | 'messages' | 'matches' | 'profile'; icon: LucideIcon; tone?: 'pro' } & (
  { view: MainView; to?: never } | { to: string; view?: never }
);

// The bottom tabs, in this order: Check In, Live, Business, Messages, Matches, Profile.
const items: NavItem[] = [
  { label: 'checkin', icon: MapPin, view: 'checkin' },
  { label: 'live', icon: Radio, to: '/live-discovery' },
  { label: 'business', icon: Briefcase, to: '/professional', tone: 'pro' },
  { label: 'messages', icon: MessageCircle, to: '/conversations' },
  { label: 'matches', icon: Heart, view: 'matches' },
  { label: 'profile', icon: User, view: 'profile' },
];

/** Shown only to a signed-in person with a profile (the caller decides). */
export function BottomNav() {
  const t = common.useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { currentView } = useAppView();
  const onMainViews = pathname === '/' || pathname === '/app' || pathname.startsWith('/app/');

  return (
    <nav
      aria-label={t('nav.main')}
      className="fixed inset-x-0 bottom-0 z-40 mx-auto w-full max-w-[480px] border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur sm:border-x"
    >
      <ul className="grid grid-cols-6">
        {items.map((item) => {
          const active = item.view ? onMainViews && currentView === item.view : pathname.startsWith(item.to!);
          const Icon = item.icon;
          return (
            <li key={item.label}>
              <button
                type="button"
                aria-current={active ? 'page' : undefined}
                onClick={() => {
                  if (item.view) {
                    appView.setView(item.view);
                  } else {
                    navigate(item.to!);
                  }
                }}
                className={cn(
                  'flex min-h-16 w-full flex-col items-center justify-center gap-1 text-[11px] font-medium transition-colors duration-150 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
                  active ? (item.tone === 'pro' ? 'text-pro-text' : 'text-primary-text') : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <Icon className="size-5" aria-hidden />
                <span className="max-w-full break-words px-0.5 text-center leading-tight">{t(`nav.${item.label}`)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
