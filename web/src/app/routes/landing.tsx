import { Briefcase, Hand, Heart, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { PhoneShell } from '@/components/layouts/phone-shell';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { ALL_LEGAL_PAGES } from '@/lib/legal-pages';
import { cn } from '@/lib/utils';

const promises = [
  {
    icon: Sparkles,
    title: 'AI-powered conversation starters',
    text: 'Ice breakers written from what you share and where you both are, so the first line is easy.',
  },
  {
    icon: Hand,
    title: 'No endless swiping',
    text: 'You only see people checked in at the same venue as you, right now.',
  },
  {
    icon: ShieldCheck,
    title: 'Safe meeting coordination',
    text: 'Pick a public meet point, find each other, and keep a panic button one tap away.',
  },
];

/** The signed-out home page. Eagerly bundled: it is the first paint for every new visitor. */
export function Landing() {
  return (
    <PhoneShell className="px-6">
      <div className="flex items-center justify-between pt-4">
        <Logo />
        <div className="flex items-center gap-1">
          <Badge variant="outline">v2.0</Badge>
          <ThemeToggle />
        </div>
      </div>

      <main className="flex flex-1 flex-col pt-10">
        <div className="flex flex-wrap gap-2">
          <Badge variant="dating">
            <Heart aria-hidden /> Dating Mode
          </Badge>
          <Badge variant="pro">
            <Briefcase aria-hidden /> Professional Mode
          </Badge>
        </div>

        <h1 className="mt-5 text-4xl font-bold leading-tight tracking-tight">
          Meet the people <span className="text-primary-text">already in the room.</span>
        </h1>
        <p className="mt-4 text-base text-muted-foreground">Check in at a bar, café or event and connect with people who are there too — for a date or for your next business contact.</p>

        <ul className="mt-8 flex flex-col gap-4">
          {promises.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft">
                <Icon className="size-5 text-primary-text" aria-hidden />
              </span>
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="block text-sm text-muted-foreground">{text}</span>
              </span>
            </li>
          ))}
        </ul>

        <div className="mt-auto flex flex-col gap-3 pb-6 pt-10">
          {/* Find Your Match is for newcomers: Create Account. Already Have Account: Sign In. */}
          <Link to="/auth" className={cn(buttonVariants({ size: 'lg' }), 'w-full')}>
            Find Your Match
          </Link>
          <Link to="/auth?mode=signin" className={cn(buttonVariants({ size: 'lg', variant: 'outline' }), 'w-full')}>
            Already Have Account
          </Link>
          <Link to="/demo" className={cn(buttonVariants({ size: 'lg', variant: 'ghost' }), 'w-full text-primary-text')}>
            See Demo (No Login Required)
          </Link>
        </div>
      </main>

      <footer className="border-t py-4">
        <nav aria-label="Legal" className="flex flex-wrap justify-center gap-x-3 text-xs text-muted-foreground">
          {ALL_LEGAL_PAGES.map((l) => (
            <Link
              key={l.to}
              to={l.to}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded px-1 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {l.short}
            </Link>
          ))}
        </nav>
        <p className="mt-2 text-center text-xs text-muted-foreground">For adults 18 and over.</p>
      </footer>
    </PhoneShell>
  );
}
