import { Briefcase, Heart, MapPin, MessageCircle, Radio, User } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { appView, useAppView, type MainView } from '@/stores/app-view';
import { cn } from '@/lib/utils';

type NavItem = { label: string; icon: LucideIcon; tone?: 'pro' } & ({ view: MainView; to?: never } | { to: string; view?: never });

// The bottom tabs, in this order: Check In, Live, Business, Messages, Matches, Profile.
const items: NavItem[] = [
  { label: 'Check In', icon: MapPin, view: 'checkin' },
  { label: 'Live', icon: Radio, to: '/live-discovery' },
  { label: 'Business', icon: Briefcase, to: '/professional', tone: 'pro' },
  { label: 'Messages', icon: MessageCircle, to: '/conversations' },
  { label: 'Matches', icon: Heart, view: 'matches' },
  { label: 'Profile', icon: User, view: 'profile' },
];

/** Shown only to a signed-in person with a profile (the caller decides). */
export function BottomNav() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { currentView } = useAppView();
  const onMainViews = pathname === '/' || pathname === '/app' || pathname.startsWith('/app/');

  return (
    <nav aria-label="Main" className="fixed inset-x-0 bottom-0 z-40 mx-auto w-full max-w-[480px] border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur sm:border-x">
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
                  'flex h-16 w-full flex-col items-center justify-center gap-1 text-[11px] font-medium transition-colors duration-150 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
                  active ? (item.tone === 'pro' ? 'text-pro-text' : 'text-primary-text') : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <Icon className="size-5" aria-hidden />
                {item.label}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
