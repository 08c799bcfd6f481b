import { HeartHandshake, Lightbulb, MapPinCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { LinkList } from '@/components/ui/link-list';
import { LEGAL_PAGES } from '@/lib/legal-pages';
import { safety } from '@/locales/safety';

const tips = ['tips.meetPoints', 'tips.tellFriend', 'tips.drink', 'tips.home', 'tips.instincts', 'tips.sharingStops'] as const;

const standards = ['standards.adults', 'standards.real', 'standards.respect', 'standards.public'] as const;

const legal = [
  { to: LEGAL_PAGES.privacy.to, key: 'legal.privacy' },
  { to: LEGAL_PAGES.terms.to, key: 'legal.terms' },
  { to: LEGAL_PAGES.guidelines.to, key: 'legal.guidelines' },
] as const;

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
  const t = safety.useT();
  return (
    <GuidanceSection id="tips-heading" icon={Lightbulb} title={t('tips.heading')} cardClassName="p-4">
      <ul className="flex list-disc flex-col gap-2 ps-5 text-sm marker:text-muted-foreground">
        {tips.map((tip) => (
          <li key={tip}>{t(tip)}</li>
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
  const t = safety.useT();
  return (
    <GuidanceSection id="presence-heading" icon={MapPinCheck} title={t('presence.heading')} cardClassName="flex flex-col gap-2 p-4 text-sm">
      <p>{t('presence.proof')}</p>
      <p className="text-muted-foreground">{t('presence.displayCode')}</p>
    </GuidanceSection>
  );
}

export function CommunityStandards() {
  const t = safety.useT();
  return (
    <GuidanceSection id="standards-heading" icon={HeartHandshake} title={t('standards.heading')} cardClassName="divide-y">
      {standards.map((s) => (
        <div key={s} className="px-4 py-3">
          <p className="text-sm font-semibold">{t(s)}</p>
          <p className="text-xs text-muted-foreground">{t(`${s}.text`)}</p>
        </div>
      ))}
    </GuidanceSection>
  );
}

export function SafetyLegalLinks() {
  const t = safety.useT();
  return (
    <nav aria-label={t('legal.label')}>
      <LinkList links={legal.map((l) => ({ to: l.to, label: t(l.key) }))} />
    </nav>
  );
}
