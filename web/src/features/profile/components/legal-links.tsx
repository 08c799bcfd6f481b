import { ChevronRight, FileText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';

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
      <Card className="divide-y overflow-hidden">
        {links.map((l) => (
          <Link
            key={l.to}
            to={l.to}
            className="flex min-h-12 items-center gap-3 px-4 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
          >
            <FileText className="size-5 text-muted-foreground" aria-hidden />
            <span className="flex-1">{l.label}</span>
            <ChevronRight className="size-4 text-muted-foreground" aria-hidden />
          </Link>
        ))}
      </Card>
    </section>
  );
}
