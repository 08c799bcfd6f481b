import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { BlockedPeople } from './blocked-people';
import { DatePlans } from './date-plans';
import { HiddenWords } from './hidden-words';
import { DeleteAccount } from './delete-account';
import { EmergencyButton } from './emergency-button';
import { EmergencyNumbers } from './emergency-numbers';
import { KindConversations } from './kind-conversations';
import { LocationSharing, type ShareContext } from './location-sharing';
import { PeopleSafety, type SafetyPersonEntry } from './people-safety';
import { CommunityStandards, PresenceProof, SafetyLegalLinks, SafetyTips } from './safety-guidance';
import { SignedInSessions } from './signed-in-sessions';
import { TrustedContacts } from './trusted-contacts';
import { CheckOnMeSection } from './check-on-me-section';
import { safety } from '@/locales/safety';

/**
 * Spec "Safety Center": emergency numbers, the safety controls, tips, community standards and the
 * policies. The app layer passes in what other features own: the meeting-session banner, the privacy
 * controls (incognito, export), the people from my matches and conversations, and where I am.
 * Without a profile there is nobody to block and no venue, so those parts are left out.
 */
export function SafetyCenter({
  banner,
  privacyControls,
  people,
  peopleLoading,
  onBlocked,
  shareContext,
  onDeleted,
}: {
  banner?: ReactNode;
  privacyControls?: ReactNode;
  people?: SafetyPersonEntry[];
  peopleLoading?: boolean;
  onBlocked?: (userId: string) => void;
  shareContext?: ShareContext;
  onDeleted?: () => void;
}) {
  const t = safety.useT();
  return (
    <div className="flex flex-col gap-5 px-4 pb-10 pt-4">
      {banner}
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-success-soft">
          <ShieldCheck className="size-5 text-success" aria-hidden />
        </span>
        <p className="text-sm text-muted-foreground">{t('intro')}</p>
      </div>
      <EmergencyButton />
      <EmergencyNumbers />
      <TrustedContacts />
      <CheckOnMeSection />
      <LocationSharing context={shareContext} />
      {people ? <DatePlans /> : null}
      {people ? <HiddenWords /> : null}
      {people ? <PeopleSafety people={people} loading={peopleLoading} onBlocked={onBlocked} /> : null}
      <BlockedPeople />
      <SignedInSessions />
      {privacyControls ? (
        <section aria-labelledby="controls-heading">
          <h2 id="controls-heading" className="mb-2 px-1 text-sm font-semibold text-muted-foreground">
            {t('privacyControls')}
          </h2>
          <Card className="overflow-hidden">{privacyControls}</Card>
        </section>
      ) : null}
      <SafetyTips />
      <KindConversations />
      <PresenceProof />
      <CommunityStandards />
      <SafetyLegalLinks />
      <DeleteAccount onDeleted={onDeleted} />
    </div>
  );
}
