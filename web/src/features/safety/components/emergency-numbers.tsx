import { MessageSquareText, Phone } from 'lucide-react';
import { CRISIS_SMS, CRISIS_TEXT_KEYWORD, CRISIS_TEXT_NUMBER, EMERGENCY_NUMBER, EMERGENCY_TEL } from '../constants';

const linkClass =
  'flex min-h-16 items-center gap-3 rounded-2xl border p-3 transition-colors duration-150 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Emergency numbers: 911 (call) and the crisis text line (text HOME to 741741). */
export function EmergencyNumbers() {
  return (
    <section aria-labelledby="numbers-heading" className="flex flex-col gap-2">
      <h2 id="numbers-heading" className="px-1 text-sm font-semibold text-muted-foreground">
        Emergency numbers
      </h2>
      <a href={EMERGENCY_TEL} className={`${linkClass} border-destructive/40`}>
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-destructive text-destructive-foreground">
          <Phone className="size-5" aria-hidden />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-lg font-bold leading-tight">{EMERGENCY_NUMBER}</span>
          <span className="block text-xs text-muted-foreground">Police, fire and ambulance — call now if you are in danger</span>
        </span>
      </a>
      <a href={CRISIS_SMS} className={linkClass}>
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted">
          <MessageSquareText className="size-5" aria-hidden />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold leading-tight">
            Text {CRISIS_TEXT_KEYWORD} to {CRISIS_TEXT_NUMBER}
          </span>
          <span className="block text-xs text-muted-foreground">Crisis Text Line — free, confidential, 24/7</span>
        </span>
      </a>
    </section>
  );
}
