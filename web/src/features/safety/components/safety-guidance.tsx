import { HeartHandshake, Lightbulb, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { LinkList } from '@/components/ui/link-list';
import { LEGAL_PAGES } from '@/lib/legal-pages';

const tips = [
  'Meet in the venue’s public meet points — well-lit, busy spots the app suggests.',
  'Tell a friend where you are and who you’re meeting.',
  'Keep your drink and belongings with you.',
  'Arrange your own way home.',
  'Trust your instincts: it’s always fine to leave.',
  'Location sharing stops on its own 3 minutes after a meeting ends.',
];

const standards = [
  { title: 'Adults only', text: 'Everyone here is 18 or older, with one account per person.' },
  { title: 'Be real', text: 'Use your own photos and honest details.' },
  { title: 'Respect and consent', text: 'No harassment, hate, threats or pressure — online or in person.' },
  { title: 'Public first', text: 'First meetings happen at the venue, in public.' },
];

const legal = [LEGAL_PAGES.privacy, LEGAL_PAGES.terms, LEGAL_PAGES.guidelines];

/** A titled card of the Safety Center's guidance. */
function GuidanceSection({ id, icon: Icon, title, cardClassName, children }: { id: string; icon: LucideIcon; title: string; cardClassName: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 flex items-center gap-1.5 px-1 text-sm font-semibold text-muted-foreground">
        <Icon className="size-4" aria-hidden /> {title}
      </h2>
      <Card className={cardClassName}>{children}</Card>
    </section>
  );
}

export function SafetyTips() {
  return (
    <GuidanceSection id="tips-heading" icon={Lightbulb} title="Safety tips" cardClassName="p-4">
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm marker:text-muted-foreground">
        {tips.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </GuidanceSection>
  );
}

export function CommunityStandards() {
  return (
    <GuidanceSection id="standards-heading" icon={HeartHandshake} title="Community standards" cardClassName="divide-y">
      {standards.map((s) => (
        <div key={s.title} className="px-4 py-3">
          <p className="text-sm font-semibold">{s.title}</p>
          <p className="text-xs text-muted-foreground">{s.text}</p>
        </div>
      ))}
    </GuidanceSection>
  );
}

export function SafetyLegalLinks() {
  return (
    <nav aria-label="Policies">
      <LinkList links={legal} />
    </nav>
  );
}
