import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { DeleteAccount } from './delete-account';
import { EmergencyButton } from './emergency-button';
import { EmergencyNumbers } from './emergency-numbers';
import { CommunityStandards, SafetyLegalLinks, SafetyTips } from './safety-guidance';

/**
 * Spec "Safety Center": emergency numbers, the safety controls, tips, community standards and the
 * policies. The app layer passes in what other features own: the meeting-session banner and the
 * privacy controls (incognito, export). Block, report and location sharing wait for their backends.
 */
export function SafetyCenter({ banner, privacyControls, onDeleted }: { banner?: ReactNode; privacyControls?: ReactNode; onDeleted?: () => void }) {
  return (
    <div className="flex flex-col gap-5 px-4 pb-10 pt-4">
      {banner}
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-success-soft">
          <ShieldCheck className="size-5 text-success" aria-hidden />
        </span>
        <p className="text-sm text-muted-foreground">
          Help in an emergency, control who sees you, and take your data with you.
        </p>
      </div>
      <EmergencyButton />
      <EmergencyNumbers />
      {privacyControls ? (
        <section aria-labelledby="controls-heading">
          <h2 id="controls-heading" className="mb-2 px-1 text-sm font-semibold text-muted-foreground">
            Privacy controls
          </h2>
          <Card className="overflow-hidden">{privacyControls}</Card>
        </section>
      ) : null}
      <SafetyTips />
      <CommunityStandards />
      <SafetyLegalLinks />
      <DeleteAccount onDeleted={onDeleted} />
    </div>
  );
}
