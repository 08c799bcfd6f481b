import { ChevronRight, FileText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';

export interface LinkListItem {
  to: string;
  label: string;
}

/** A card of full-width navigation rows (document icon, label, chevron), e.g. the policy links. */
export function LinkList({ links }: { links: readonly LinkListItem[] }) {
  return (
    <Card className="divide-y overflow-hidden">
      {links.map((l) => (
        <Link
          key={l.to}
          to={l.to}
          className="flex min-h-12 items-center gap-3 px-4 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
        >
          <FileText className="size-5 text-muted-foreground" aria-hidden />
          <span className="flex-1">{l.label}</span>
          <ChevronRight className="size-4 text-muted-foreground rtl:-scale-x-100" aria-hidden />
        </Link>
      ))}
    </Card>
  );
}
