import { AtSign, BadgeCheck, Camera, CheckCircle2, Clock, Fingerprint, IdCard, Link2, Lock, ScanFace, Shield, ShieldAlert, Smartphone, Trash2, type LucideIcon } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { VERIFICATION_STEP_COUNT, VERIFICATION_STEPS, type VerificationDecidedPush, type VerificationLevel, type VerificationStatus, type VerificationStep } from '@converge/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { VerifiedBadge } from '@/components/verified-badge';
import { serverMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useVerificationStatus } from '../api/status';
import { useStartVerification } from '../api/steps';
import { useVerificationDecisions } from '../realtime';
import { DocumentFlow, EmailFlow, failed, LivenessFlow, PhoneFlow, PhotoFlow, SocialFlow } from './step-flows';
import { verification } from '@/locales/verification';
import { useLanguage } from '@/lib/i18n';
import { flagsLabel, levelLabel, stepText } from '../labels';

const STEP_ICONS: Record<VerificationStep, LucideIcon> = { phone: Smartphone, email: AtSign, photo: Camera, id: IdCard, liveness: ScanFace, social: Link2 };
const BENEFITS = [
  { level: 'basic', needs: 'benefit.basic.needs', benefit: 'benefit.basic.text' },
  { level: 'enhanced', needs: 'benefit.enhanced.needs', benefit: 'benefit.enhanced.text' },
  { level: 'premium', needs: 'benefit.premium.needs', benefit: 'benefit.premium.text' },
  { level: 'ultra', needs: 'benefit.ultra.needs', benefit: 'benefit.ultra.text' },
] as const satisfies ReadonlyArray<{ level: VerificationLevel; needs: string; benefit: string }>;
const SECURITY = [
  { icon: Lock, text: 'security.codes' },
  { icon: Trash2, text: 'security.deleted' },
  { icon: Fingerprint, text: 'security.stripped' },
  { icon: Shield, text: 'security.review' },
] as const;

function ScoreCard({ label, value, hint, tone }: { label: string; value: number; hint: string; tone: 'good' | 'risk' }) {
  const t = verification.useT();
  return (
    <Card className="flex-1">
      <CardContent className="flex flex-col gap-1 p-4">
        <span className="text-xs text-muted-foreground">{label}</span>
        <span
          className={cn('text-2xl font-bold', tone === 'good' ? 'text-success' : value >= 50 ? 'text-destructive' : 'text-foreground')}
          data-testid={`${tone === 'good' ? 'verification' : 'risk'}-score`}
        >
          {value}
          <span className="text-sm font-normal text-muted-foreground">{t('score.outOf')}</span>
        </span>
        <span className="text-xs text-muted-foreground">{hint}</span>
      </CardContent>
    </Card>
  );
}

function StepCard({ step, status, open, onOpen }: { step: VerificationStep; status: VerificationStatus; open: boolean; onOpen: () => void }) {
  const t = verification.useT();
  const title = stepText(step, 'title');
  const detail = status.details[step];
  const done = status.steps[step];
  const pending = status.pending.includes(step);
  const Icon = STEP_ICONS[step];
  const openLabel = t(detail.state === 'rejected' ? 'step.tryAgain' : detail.state === 'code_sent' ? 'step.enterCode' : 'step.open');
  let flow: ReactNode = null;
  if (open && !done && !pending) {
    flow = {
      email: <EmailFlow status={status} />,
      phone: <PhoneFlow status={status} />,
      photo: <PhotoFlow status={status} />,
      id: <DocumentFlow />,
      liveness: <LivenessFlow status={status} />,
      social: <SocialFlow status={status} />,
    }[step];
  }
  return (
    <Card data-testid={`step-${step}`}>
      <CardHeader className="flex-row items-start gap-3 space-y-0">
        <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', done ? 'bg-success-soft text-success' : 'bg-muted text-muted-foreground')}>
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{stepText(step, 'text')}</CardDescription>
          {detail.target && <p className="mt-1 text-xs text-muted-foreground">{detail.target}</p>}
          {detail.state === 'rejected' && detail.reason && (
            <p className="mt-1 text-xs text-destructive" role="status">
              {t('step.rejected', { reason: detail.reason })}
            </p>
          )}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {done ? (
          <Button variant="secondary" disabled className="w-full text-success">
            <CheckCircle2 aria-hidden /> {t('step.done')}
          </Button>
        ) : pending ? (
          <Button variant="secondary" disabled className="w-full">
            <Clock aria-hidden /> {t('step.pending')}
          </Button>
        ) : open ? (
          flow
        ) : (
          // The visible word is the same on every card; the name says which step it opens.
          <Button variant="outline" className="w-full" onClick={onOpen} aria-label={t('step.openLabel', { action: openLabel, step: title })}>
            {openLabel}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** The spec's verification dashboard: status, progress, scores, six steps, security and level benefits. */
export function VerificationDashboard() {
  const t = verification.useT();
  const language = useLanguage();
  const { data: status, isLoading, error } = useVerificationStatus();
  const [open, setOpen] = useState<VerificationStep | null>(null);
  const start = useStartVerification();
  const onDecided = useCallback((push: VerificationDecidedPush) => {
    if (push.decision === 'approve') toast({ title: stepText(push.step, 'approved') });
    else toast({ title: verification.t('failed'), description: push.reason ?? verification.t('failed.decision'), variant: 'destructive' });
  }, []);
  useVerificationDecisions(onDecided);

  if (isLoading)
    return (
      <div className="flex flex-1 items-center justify-center p-10">
        <Spinner label={t('loading')} />
      </div>
    );
  if (error || !status) return <p className="p-6 text-sm text-destructive">{serverMessage(error, t('loadFailed'))}</p>;

  // The level is bold inside the sentence: the message is split where its {level} goes.
  const levelSentence = t('status.level', { level: '\u0001' }).split('\u0001');
  const percent = Math.round((status.completedSteps / VERIFICATION_STEP_COUNT) * 100);
  const target = async (level: 'enhanced' | 'ultra') => {
    try {
      const r = await start.mutateAsync(level);
      if (r.stepsNeeded.length) setOpen(r.stepsNeeded[0]);
      toast({
        title: r.stepsNeeded.length
          ? verification.t('target.toGo', { level: levelLabel(level), count: r.stepsNeeded.length })
          : verification.t('target.already', { level: levelLabel(level) }),
      });
    } catch (err) {
      failed(err);
    }
  };

  return (
    <div className="flex flex-col gap-4 p-4">
      <Card>
        <CardHeader className="flex-row items-center gap-3 space-y-0">
          {status.isVerified ? <BadgeCheck className="size-8 text-success" aria-hidden /> : <ShieldAlert className="size-8 text-muted-foreground" aria-hidden />}
          <div className="flex-1">
            <CardTitle>{t('status.title')}</CardTitle>
            <CardDescription>
              {levelSentence[0]}
              <span className="font-semibold text-foreground" data-testid="verification-level">
                {levelLabel(status.verificationLevel)}
              </span>
              {levelSentence[1]}
            </CardDescription>
          </div>
          {status.isVerified ? <VerifiedBadge /> : <Badge variant="muted">{t('status.notVerified')}</Badge>}
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          <div className="flex justify-between text-sm">
            <span>{t('status.progress')}</span>
            <span className="text-muted-foreground" data-testid="verification-progress">
              {t('status.steps', { done: status.completedSteps, total: VERIFICATION_STEP_COUNT })}
            </span>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-muted" role="progressbar" aria-label={t('status.progressLabel')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <div className="h-full rounded-full bg-success transition-[width] duration-200 motion-reduce:transition-none" style={{ width: `${percent}%` }} />
          </div>
          {status.verificationFlags.length > 0 && <p className="text-xs text-muted-foreground">{t('status.flags', { flags: flagsLabel(status.verificationFlags, language) })}</p>}
          <div className="mt-2 flex gap-2">
            <Button size="sm" variant="outline" className="flex-1" onClick={() => target('enhanced')} disabled={start.isPending}>
              {t('status.goEnhanced')}
            </Button>
            <Button size="sm" className="flex-1" onClick={() => target('ultra')} disabled={start.isPending}>
              {t('status.goUltra')}
            </Button>
          </div>
        </CardContent>
      </Card>

      <div className="flex gap-3">
        <ScoreCard label={t('score.verification')} value={status.verificationScore} hint={t('score.verification.hint')} tone="good" />
        <ScoreCard label={t('score.risk')} value={status.riskScore} hint={t('score.risk.hint')} tone="risk" />
      </div>

      <h2 className="mt-2 text-sm font-semibold text-muted-foreground">{t('steps.heading')}</h2>
      {VERIFICATION_STEPS.map((step) => (
        <StepCard key={step} step={step} status={status} open={open === step} onOpen={() => setOpen(step)} />
      ))}

      <Card>
        <CardHeader>
          <CardTitle>{t('security.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-2 text-sm">
            {SECURITY.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-2">
                <Icon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden /> {t(text)}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('benefits.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-3 text-sm">
            {BENEFITS.map((b) => (
              <li key={b.level} className={cn('rounded-xl border p-3', status.verificationLevel === b.level && 'border-success')}>
                <div className="flex items-center justify-between">
                  <span className="font-semibold">{levelLabel(b.level)}</span>
                  <span className="text-xs text-muted-foreground">{t(b.needs)}</span>
                </div>
                <p className="text-muted-foreground">{t(b.benefit)}</p>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
