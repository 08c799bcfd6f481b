import { HeartHandshake, Lightbulb } from 'lucide-react';
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

export function SafetyTips() {
  return (
    <section aria-labelledby="tips-heading">
      <h2 id="tips-heading" className="mb-2 flex items-center gap-1.5 px-1 text-sm font-semibold text-muted-foreground">
        <Lightbulb className="size-4" aria-hidden /> Safety tips
      </h2>
      <Card className="p-4">
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm marker:text-muted-foreground">
          {tips.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </Card>
    </section>
  );
}

export function CommunityStandards() {
  return (
    <section aria-labelledby="standards-heading">
      <h2 id="standards-heading" className="mb-2 flex items-center gap-1.5 px-1 text-sm font-semibold text-muted-foreground">
        <HeartHandshake className="size-4" aria-hidden /> Community standards
      </h2>
      <Card className="divide-y">
        {standards.map((s) => (
          <div key={s.title} className="px-4 py-3">
            <p className="text-sm font-semibold">{s.title}</p>
            <p className="text-xs text-muted-foreground">{s.text}</p>
          </div>
        ))}
      </Card>
    </section>
  );
}

export function SafetyLegalLinks() {
  return (
    <nav aria-label="Policies">
      <LinkList links={legal} />
    </nav>
  );
}
