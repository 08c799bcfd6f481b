import { LinkList } from '@/components/ui/link-list';
import { ALL_LEGAL_PAGES } from '@/lib/legal-pages';

export function LegalLinks() {
  return (
    <section aria-labelledby="legal-heading">
      <h2 id="legal-heading" className="mb-2 px-1 text-sm font-semibold text-muted-foreground">
        Legal & Safety
      </h2>
      <LinkList links={ALL_LEGAL_PAGES} />
    </section>
  );
}
