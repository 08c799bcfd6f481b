import { Briefcase, Hand, Heart, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { LanguageLinks } from '@/components/language-links';
import { Logo } from '@/components/logo';
import { PhoneShell } from '@/components/layouts/phone-shell';
import { ThemeToggle } from '@/components/theme/theme-toggle';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { useLanguagePath } from '@/lib/language-path';
import { ALL_LEGAL_PAGES } from '@/lib/legal-pages';
import { cn } from '@/lib/utils';
import { common } from '@/locales/common';
import { landing } from '@/locales/landing';

const promises = [
  { icon: Sparkles, key: 'starters' },
  { icon: Hand, key: 'swiping' },
  { icon: ShieldCheck, key: 'safety' },
] as const;

const legalKeys = { '/terms-of-service': 'legal.terms', '/privacy-policy': 'legal.privacy', '/community-guidelines': 'legal.guidelines', '/cookie-policy': 'legal.cookies' } as const;

/** The signed-out home page. Eagerly bundled: it is the first paint for every new visitor. */
export function Landing() {
  const t = landing.useT();
  // The German landing leads to the German pages: each is prerendered in its language.
  const to = useLanguagePath();
  return (
    <PhoneShell className="px-6">
      <div className="flex items-center justify-between pt-4">
        <Logo />
        <div className="flex items-center gap-1">
          <Badge variant="outline">{t('version')}</Badge>
          <ThemeToggle />
        </div>
      </div>

      <main className="flex flex-1 flex-col pt-10">
        <div className="flex flex-wrap gap-2">
          <Badge variant="dating">
            <Heart aria-hidden /> {t('mode.dating')}
          </Badge>
          <Badge variant="pro">
            <Briefcase aria-hidden /> {t('mode.professional')}
          </Badge>
        </div>

        <h1 className="mt-5 text-4xl font-bold leading-tight tracking-tight">
          {t('title.start')} <span className="text-primary-text">{t('title.accent')}</span>
        </h1>
        <p className="mt-4 text-base text-muted-foreground">{t('lead')}</p>

        <ul className="mt-8 flex flex-col gap-4">
          {promises.map(({ icon: Icon, key }) => (
            <li key={key} className="flex gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft">
                <Icon className="size-5 text-primary-text" aria-hidden />
              </span>
              <span>
                <span className="block font-semibold">{t(`promise.${key}.title`)}</span>
                <span className="block text-sm text-muted-foreground">{t(`promise.${key}.text`)}</span>
              </span>
            </li>
          ))}
        </ul>

        <div className="mt-auto flex flex-col gap-3 pb-6 pt-10">
          {/* Find Your Match is for newcomers: Create Account. Already Have Account: Sign In. */}
          <Link to={to('/auth')} className={cn(buttonVariants({ size: 'lg' }), 'w-full')}>
            {t('cta.register')}
          </Link>
          <Link to={to('/auth?mode=signin')} className={cn(buttonVariants({ size: 'lg', variant: 'outline' }), 'w-full')}>
            {t('cta.signin')}
          </Link>
          <Link to={to('/demo')} className={cn(buttonVariants({ size: 'lg', variant: 'ghost' }), 'w-full text-primary-text')}>
            {t('cta.demo')}
          </Link>
        </div>
      </main>

      <footer className="border-t py-4">
        <nav aria-label={t('legal.nav')} className="flex flex-wrap justify-center gap-x-3 text-xs text-muted-foreground">
          {ALL_LEGAL_PAGES.map((l) => (
            <Link
              key={l.to}
              to={to(l.to)}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded px-1 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {common.t(legalKeys[l.to])}
            </Link>
          ))}
        </nav>
        <LanguageLinks className="mt-2" />
        <p className="mt-2 text-center text-xs text-muted-foreground">{t('adults')}</p>
      </footer>
    </PhoneShell>
  );
}
