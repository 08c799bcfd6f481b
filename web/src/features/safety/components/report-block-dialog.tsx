import { Ban, Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { REPORT_DESCRIPTION_MAX_LENGTH, REPORT_REASONS, type ReportReason, type ReportSource } from '@converge/contracts';
import { reportFormSchemas } from '@/lib/form-schemas';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { firstProblemSentence } from '@/lib/error-sentence';
import { cn } from '@/lib/utils';
import { useBlock } from '../api/blocks';
import { useReport } from '../api/report';
import { useLanguage } from '@/lib/i18n';
import { safetyReports } from '@/locales/safety-reports';

export type SafetyPerson = { userId: string; displayName: string };
type Mode = 'choose' | 'report' | 'block';
/** A report started from somewhere that already knows what happened ("Does this bother you?" under a message). */
export type ReportPrefill = { reason: ReportReason; description: string; source: ReportSource };

/**
 * Report or block one person: a Radix dialog that first asks which, then either the block
 * confirmation or the report form (reason required, optional description, optionally block too).
 * `onBlocked` runs after a block went through, so the caller can leave a screen that no longer exists.
 */
export function ReportBlockDialog({
  person,
  open,
  onOpenChange,
  initialMode = 'choose',
  onBlocked,
  prefill,
}: {
  person: SafetyPerson;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialMode?: Mode;
  onBlocked?: (userId: string) => void;
  prefill?: ReportPrefill;
}) {
  const t = safetyReports.useT();
  const [mode, setMode] = useState<Mode>(initialMode);
  const block = useBlock();
  const report = useReport();
  const busy = block.isPending || report.isPending;
  const name = person.displayName;

  const close = (next: boolean) => {
    if (busy) return;
    onOpenChange(next);
    if (!next) setMode(initialMode);
  };

  async function confirmBlock() {
    try {
      await block.mutateAsync(person.userId);
    } catch (err) {
      toast({ title: safetyReports.t('blockFailed'), description: serverMessage(err, safetyReports.t('tryAgain')), variant: 'destructive' });
      return;
    }
    toast({ title: safetyReports.t('blocked'), description: safetyReports.t('blocked.message', { name }) });
    onOpenChange(false);
    setMode(initialMode);
    onBlocked?.(person.userId);
  }

  async function submitReport(input: { reason: ReportReason; description: string; alsoBlock: boolean }) {
    try {
      await report.mutateAsync({
        reportedUserId: person.userId,
        reason: input.reason,
        description: input.description.trim() || undefined,
        alsoBlock: input.alsoBlock,
        ...(prefill ? { source: prefill.source } : {}),
      });
    } catch (err) {
      toast({ title: safetyReports.t('reportFailed'), description: serverMessage(err, safetyReports.t('tryAgain')), variant: 'destructive' });
      return;
    }
    toast({
      title: safetyReports.t('reported'),
      description: input.alsoBlock ? safetyReports.t('reported.blocked', { name }) : safetyReports.t('reported.message'),
    });
    onOpenChange(false);
    setMode(initialMode);
    if (input.alsoBlock) onBlocked?.(person.userId);
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent aria-describedby={undefined}>
        {mode === 'choose' ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('choose.title', { name })}</DialogTitle>
              <DialogDescription>{t('choose.text', { name })}</DialogDescription>
            </DialogHeader>
            <div className="flex flex-col gap-2">
              <ChoiceButton icon={<Flag aria-hidden />} title={t('choose.report', { name })} text={t('choose.report.text')} onClick={() => setMode('report')} />
              <ChoiceButton icon={<Ban aria-hidden />} title={t('choose.block', { name })} text={t('choose.block.text')} onClick={() => setMode('block')} danger />
            </div>
          </>
        ) : mode === 'block' ? (
          <>
            <DialogHeader>
              <DialogTitle>{t('block.title', { name })}</DialogTitle>
              <DialogDescription>{t('block.text', { name })}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" disabled={busy} onClick={() => (initialMode === 'block' ? close(false) : setMode('choose'))}>
                {t('cancel')}
              </Button>
              <Button variant="destructive" disabled={busy} onClick={() => void confirmBlock()}>
                <Ban aria-hidden /> {block.isPending ? t('block.blocking') : t('block.confirm')}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <ReportForm name={name} pending={report.isPending} prefill={prefill} onCancel={() => (initialMode === 'report' ? close(false) : setMode('choose'))} onSubmit={submitReport} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ChoiceButton({ icon, title, text, onClick, danger }: { icon: React.ReactNode; title: string; text: string; onClick: () => void; danger?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        'flex min-h-16 items-center gap-3 rounded-xl border p-3 text-start transition-colors duration-150 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        danger && 'border-destructive/40',
      )}
    >
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-full bg-muted [&_svg]:size-5', danger && 'bg-destructive/10 text-destructive-text')}>{icon}</span>
      <span className="min-w-0">
        <span className={cn('block font-semibold', danger && 'text-destructive-text')}>{title}</span>
        <span className="block text-xs text-muted-foreground">{text}</span>
      </span>
    </button>
  );
}

function ReportForm({
  name,
  pending,
  prefill,
  onCancel,
  onSubmit,
}: {
  name: string;
  pending: boolean;
  prefill?: ReportPrefill;
  onCancel: () => void;
  onSubmit: (input: { reason: ReportReason; description: string; alsoBlock: boolean }) => void;
}) {
  const t = safetyReports.useT();
  const language = useLanguage();
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(prefill?.reason ?? null);
  const [description, setDescription] = useState(prefill?.description ?? '');
  const [alsoBlock, setAlsoBlock] = useState(false);
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!reason || pending) return;
        // The same schema the server validates with (placeholder id: only the form's fields are checked here).
        const { reportSchema } = await reportFormSchemas();
        const parsed = reportSchema.safeParse({ reportedUserId: '00000000-0000-4000-8000-000000000000', reason, description });
        if (!parsed.success) {
          // The schema's problem as the server's 400 would say it (the same issue sentences).
          setError(firstProblemSentence(parsed.error.issues) ?? null);
          return;
        }
        setError(null);
        onSubmit({ reason, description, alsoBlock });
      }}
    >
      <DialogHeader>
        <DialogTitle>{t('report.title', { name })}</DialogTitle>
        <DialogDescription>{t('report.text', { name })}</DialogDescription>
      </DialogHeader>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('report.reason')}</legend>
        {REPORT_REASONS.map((r) => (
          <label
            key={r}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors duration-150 hover:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              reason === r && 'border-primary bg-primary-soft',
            )}
          >
            <input type="radio" name={`${id}-reason`} value={r} checked={reason === r} onChange={() => setReason(r)} className="mt-1 accent-primary" />
            <span className="min-w-0">
              <span className="block text-sm font-semibold">{t(`reason.${r}`)}</span>
              <span className="block text-xs text-muted-foreground">{t(`hint.${r}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-description`}>{t('report.details')}</Label>
        <Textarea
          id={`${id}-description`}
          value={description}
          maxLength={REPORT_DESCRIPTION_MAX_LENGTH}
          onChange={(e) => setDescription(e.target.value)}
          placeholder={t('report.detailsPlaceholder')}
          aria-describedby={`${id}-count`}
          aria-invalid={error ? true : undefined}
        />
        <p id={`${id}-count`} className="self-end text-xs text-muted-foreground">
          {description.length.toLocaleString(language)}/{REPORT_DESCRIPTION_MAX_LENGTH.toLocaleString(language)}
        </p>
        {error ? (
          <p role="alert" className="text-sm text-destructive-text">
            {error}
          </p>
        ) : null}
      </div>
      <CheckboxField id={`${id}-block`} checked={alsoBlock} onCheckedChange={setAlsoBlock}>
        {t('report.alsoBlock', { name })}
      </CheckboxField>
      {/* Kept in view while the reasons scroll. */}
      <DialogFooter className="sticky -bottom-5 -mx-5 -mb-5 border-t bg-card px-5 py-3">
        <Button variant="outline" disabled={pending} onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="destructive" disabled={!reason || pending}>
          <Flag aria-hidden /> {pending ? t('report.submitting') : t('report.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
