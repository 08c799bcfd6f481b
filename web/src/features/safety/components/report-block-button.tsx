import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { lazyDialog } from '@/components/lazy-dialog';
import { cn } from '@/lib/utils';
import { safetyReports } from '@/locales/safety-reports';
import type { SafetyPerson } from './report-block-dialog';

/** The report / block dialog (`report-block-dialog.tsx`), its code (Radix, the form) loaded when first opened. */
export const ReportBlockDialog = lazyDialog(
  () => import('./report-block-dialog').then((m) => m.ReportBlockDialog),
  (props) => props.open,
);

/**
 * A button that opens the report / block dialog for one person: for profile cards, matches and the chat
 * header. `icon` renders a round icon button with an accessible name.
 */
export function ReportBlockButton({
  person,
  onBlocked,
  icon = false,
  className,
  variant,
}: {
  person: SafetyPerson;
  onBlocked?: (userId: string) => void;
  icon?: boolean;
  className?: string;
  variant?: ButtonProps['variant'];
}) {
  const t = safetyReports.useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      {icon ? (
        <Button variant={variant ?? 'ghost'} size="icon" className={cn('rounded-full', className)} aria-label={t('button.label', { name: person.displayName })} onClick={() => setOpen(true)}>
          <ShieldAlert aria-hidden />
        </Button>
      ) : (
        // The name starts with the visible words (WCAG 2.5.3, label in name) and says who.
        <Button variant={variant ?? 'outline'} size="sm" className={className} onClick={() => setOpen(true)} aria-label={t('button.label', { name: person.displayName })}>
          <ShieldAlert aria-hidden /> {t('button')}
        </Button>
      )}
      <ReportBlockDialog person={person} open={open} onOpenChange={setOpen} onBlocked={onBlocked} />
    </>
  );
}
