import { Phone, Siren } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { CRISIS_SMS, CRISIS_TEXT_KEYWORD, CRISIS_TEXT_NUMBER, EMERGENCY_NUMBER, EMERGENCY_TEL } from '../constants';

/**
 * Spec "Emergency": button → confirm dialog → activated state. There is no emergency API yet, so the
 * activated state does not claim anyone was alerted: it tells the person to call 911 and links it.
 * It stays until they close it (no automatic reset that would take the call link away).
 */
export function EmergencyButton() {
  const [confirming, setConfirming] = useState(false);
  const [activated, setActivated] = useState(false);

  if (activated) {
    return (
      <div role="alert" aria-labelledby="emergency-active" className="flex flex-col gap-3 rounded-2xl border-2 border-destructive bg-destructive/10 p-4">
        <p id="emergency-active" className="flex items-center gap-2 text-lg font-bold text-destructive-text">
          <Siren className="size-6" aria-hidden /> Call {EMERGENCY_NUMBER} now
        </p>
        <p className="text-sm">
          Converge has <strong>not</strong> alerted anyone — it can&apos;t contact emergency services for you. Call them directly.
        </p>
        <a
          href={EMERGENCY_TEL}
          className="flex h-14 items-center justify-center gap-2 rounded-xl bg-destructive text-lg font-bold text-destructive-foreground transition-colors duration-150 hover:bg-destructive/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          <Phone className="size-5" aria-hidden /> Call {EMERGENCY_NUMBER}
        </a>
        <a href={CRISIS_SMS} className="text-center text-sm font-semibold underline underline-offset-2">
          Can&apos;t talk? Text {CRISIS_TEXT_KEYWORD} to {CRISIS_TEXT_NUMBER}
        </a>
        <Button variant="ghost" onClick={() => setActivated(false)}>
          I&apos;m safe — close
        </Button>
      </div>
    );
  }

  return (
    <>
      <Button variant="destructive" size="lg" className="h-14 w-full text-base" onClick={() => setConfirming(true)}>
        <Siren className="!size-5" aria-hidden /> Emergency
      </Button>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent role="alertdialog" hideClose>
          <DialogHeader className="pr-0">
            <DialogTitle>Are you in danger?</DialogTitle>
            <DialogDescription>
              Emergency mode shows you how to reach emergency services right away. It does not contact anyone for you.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              onClick={() => {
                setConfirming(false);
                setActivated(true);
              }}
            >
              Yes, I need help
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
