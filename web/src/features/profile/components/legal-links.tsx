import { LinkList } from '@/components/ui/link-list';
import { LEGAL_PAGES } from '@/lib/legal-pages';
import { profile } from '@/locales/profile';

export function LegalLinks() {
  const t = profile.useT();
  // The policy pages in the order the app lists them, each titled in the person's language.
  const links = [
    { to: LEGAL_PAGES.terms.to, label: t('legal.terms') },
    { to: LEGAL_PAGES.privacy.to, label: t('legal.privacy') },
    { to: LEGAL_PAGES.guidelines.to, label: t('legal.guidelines') },
    { to: LEGAL_PAGES.cookies.to, label: t('legal.cookies') },
  ];
  return (
    <section aria-labelledby="legal-heading">
      <h2 id="legal-heading" className="mb-2 px-1 text-sm font-semibold text-muted-foreground">
        {t('legal.heading')}
      </h2>
      <LinkList links={links} />
    </section>
  );
}
