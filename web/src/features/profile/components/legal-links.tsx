import { LinkList } from '@/components/ui/link-list';

const links = [
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/community-guidelines', label: 'Community Guidelines' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
];

export function LegalLinks() {
  return (
    <section aria-labelledby="legal-heading">
      <h2 id="legal-heading" className="mb-2 px-1 text-sm font-semibold text-muted-foreground">
        Legal & Safety
      </h2>
      <LinkList links={links} />
    </section>
  );
}
