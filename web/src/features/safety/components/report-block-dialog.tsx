import { Ban, Flag, ShieldAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { REPORT_DESCRIPTION_MAX_LENGTH, REPORT_REASON_LABELS, REPORT_REASONS, reportSchema, type ReportReason, type ReportSource } from '@converge/contracts';
import { Button, type ButtonProps } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useBlock } from '../api/blocks';
import { useReport } from '../api/report';

export type SafetyPerson = { userId: string; displayName: string };
type Mode = 'choose' | 'report' | 'block';
/** A report started from somewhere that already knows what happened ("Does this bother you?" under a message). */
export type ReportPrefill = { reason: ReportReason; description: string; source: ReportSource };

const REASON_HINTS: Record<ReportReason, string> = {
  inappropriate_behavior: 'Rude, sexual or offensive messages or conduct',
  harassment: 'Threats, stalking, or contact after being told no',
  fake_profile: 'Not who they say they are, or someone else’s photos',
  safety_concern: 'You feel unsafe, or someone may be in danger',
  other: 'Something else our team should look at',
};

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
      toast({ title: 'Failed to block user', description: serverMessage(err, 'Please try again.'), variant: 'destructive' });
      return;
    }
    toast({ title: 'User blocked', description: `You and ${name} will no longer see or message each other.` });
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
      toast({ title: 'Failed to submit report', description: serverMessage(err, 'Please try again.'), variant: 'destructive' });
      return;
    }
    toast({
      title: 'Report submitted',
      description: input.alsoBlock ? `Thank you. Our team will review it, and ${name} is blocked.` : 'Thank you. Our team will review it.',
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
              <DialogTitle>Safety options for {name}</DialogTitle>
              <DialogDescription>Reports are confidential: {name} is never told who reported them.</DialogDescription>
            </DialogHeader>
            <div className="flex flex-col gap-2">
              <ChoiceButton icon={<Flag aria-hidden />} title={`Report ${name}`} text="Tell our team about behaviour that breaks the rules" onClick={() => setMode('report')} />
              <ChoiceButton icon={<Ban aria-hidden />} title={`Block ${name}`} text="You stop seeing each other everywhere, and your chat closes" onClick={() => setMode('block')} danger />
            </div>
          </>
        ) : mode === 'block' ? (
          <>
            <DialogHeader>
              <DialogTitle>Block {name}?</DialogTitle>
              <DialogDescription>
                You won&apos;t see each other in discovery, matches or messages, and your conversation closes. {name} isn&apos;t notified. You can unblock later in the Safety Center.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" disabled={busy} onClick={() => (initialMode === 'block' ? close(false) : setMode('choose'))}>
                Cancel
              </Button>
              <Button variant="destructive" disabled={busy} onClick={() => void confirmBlock()}>
                <Ban aria-hidden /> {block.isPending ? 'Blocking...' : 'Block'}
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
        'flex min-h-16 items-center gap-3 rounded-xl border p-3 text-left transition-colors duration-150 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
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
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(prefill?.reason ?? null);
  const [description, setDescription] = useState(prefill?.description ?? '');
  const [alsoBlock, setAlsoBlock] = useState(false);
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason || pending) return;
        // The same schema the server validates with (placeholder id: only the form's fields are checked here).
        const parsed = reportSchema.safeParse({ reportedUserId: '00000000-0000-4000-8000-000000000000', reason, description });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? 'Please check the report.');
          return;
        }
        setError(null);
        onSubmit({ reason, description, alsoBlock });
      }}
    >
      <DialogHeader>
        <DialogTitle>Report {name}</DialogTitle>
        <DialogDescription>What happened? {name} won&apos;t know it was you.</DialogDescription>
      </DialogHeader>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Reason</legend>
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
              <span className="block text-sm font-semibold">{REPORT_REASON_LABELS[r]}</span>
              <span className="block text-xs text-muted-foreground">{REASON_HINTS[r]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-description`}>Details (optional)</Label>
        <Textarea
          id={`${id}-description`}
          value={description}
          maxLength={REPORT_DESCRIPTION_MAX_LENGTH}
          onChange={(e) => setDescription(e.target.value)}
          placeholder="Anything that helps our team understand"
          aria-describedby={`${id}-count`}
          aria-invalid={error ? true : undefined}
        />
        <p id={`${id}-count`} className="self-end text-xs text-muted-foreground">
          {description.length}/{REPORT_DESCRIPTION_MAX_LENGTH.toLocaleString('en-US')}
        </p>
        {error ? (
          <p role="alert" className="text-sm text-destructive-text">
            {error}
          </p>
        ) : null}
      </div>
      <CheckboxField id={`${id}-block`} checked={alsoBlock} onCheckedChange={setAlsoBlock}>
        Also block {name}
      </CheckboxField>
      {/* Kept in view while the reasons scroll. */}
      <DialogFooter className="sticky -bottom-5 -mx-5 -mb-5 border-t bg-card px-5 py-3">
        <Button variant="outline" disabled={pending} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={!reason || pending}>
          <Flag aria-hidden /> {pending ? 'Submitting...' : 'Submit Report'}
        </Button>
      </DialogFooter>
    </form>
  );
}

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
  label,
}: {
  person: SafetyPerson;
  onBlocked?: (userId: string) => void;
  icon?: boolean;
  className?: string;
  variant?: ButtonProps['variant'];
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const text = label ?? 'Report or block';
  return (
    <>
      {icon ? (
        <Button variant={variant ?? 'ghost'} size="icon" className={cn('rounded-full', className)} aria-label={`Report or block ${person.displayName}`} onClick={() => setOpen(true)}>
          <ShieldAlert aria-hidden />
        </Button>
      ) : (
        // The name starts with the visible words (WCAG 2.5.3, label in name) and says who.
        <Button variant={variant ?? 'outline'} size="sm" className={className} onClick={() => setOpen(true)} aria-label={`${text} ${person.displayName}`}>
          <ShieldAlert aria-hidden /> {text}
        </Button>
      )}
      <ReportBlockDialog person={person} open={open} onOpenChange={setOpen} onBlocked={onBlocked} />
    </>
  );
}
