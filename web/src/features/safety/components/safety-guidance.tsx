import { HeartHandshake, Lightbulb, MapPinCheck, type LucideIcon } from 'lucide-react';
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

/**
 * What presence proof and the venue display code are, in plain words. Who you see at a venue
 * had to prove they are there, so nobody can "check in" at your bar from home.
 */
export function PresenceProof() {
  return (
    <GuidanceSection id="presence-heading" icon={MapPinCheck} title="Who can check in where you are" cardClassName="flex flex-col gap-2 p-4 text-sm">
      <p>
        Everyone you see at a venue had to prove they are there when they checked in: with a phone position inside the venue, by scanning the venue's printed code, or by scanning its display
        code. Picking a venue from a list is not enough, so nobody can appear at your bar from somewhere else.
      </p>
      <p className="text-muted-foreground">
        The display code is a QR code on a screen at the venue that changes every 30 seconds and works for only a minute and a half, so a photo of it sent to someone elsewhere stops working
        almost at once.
      </p>
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
