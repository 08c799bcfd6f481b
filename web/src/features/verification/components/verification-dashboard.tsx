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

const LEVEL_LABELS: Record<VerificationLevel, string> = { unverified: 'Unverified', basic: 'Basic', enhanced: 'Enhanced', premium: 'Premium', ultra: 'Ultra' };
const STEP_INFO: Record<VerificationStep, { title: string; description: string; icon: LucideIcon }> = {
  phone: { title: 'Phone Verification', description: 'Confirm your mobile number with a code by text message.', icon: Smartphone },
  email: { title: 'Email Verification', description: 'Confirm your email address with a code.', icon: AtSign },
  photo: { title: 'Photo Verification', description: 'A selfie in a pose we choose, compared with your profile photos.', icon: Camera },
  id: { title: 'ID Verification', description: "Your passport, driver's licence or national ID card, checked by a person.", icon: IdCard },
  liveness: { title: 'Liveness Check', description: 'A short recording while you follow three prompts.', icon: ScanFace },
  social: { title: 'Social Verification', description: 'Prove you own a public profile by adding a code to it.', icon: Link2 },
};
const BENEFITS: Array<{ level: VerificationLevel; needs: string; benefit: string }> = [
  { level: 'basic', needs: 'Email + phone', benefit: 'Verified badge on your card and in "verified only" discovery' },
  { level: 'enhanced', needs: 'Basic + photo', benefit: 'People know your photos are really you' },
  { level: 'premium', needs: 'Enhanced + ID', benefit: 'Your identity is confirmed by a reviewer' },
  { level: 'ultra', needs: 'Premium + liveness + social', benefit: 'The highest trust level on Converge' },
];
const SECURITY: Array<{ icon: LucideIcon; text: string }> = [
  { icon: Lock, text: 'Codes are stored hashed and expire after 10 minutes.' },
  { icon: Trash2, text: 'Selfies, documents and liveness frames are deleted as soon as they have been decided.' },
  { icon: Fingerprint, text: 'Photos are stripped of location and camera data.' },
  { icon: Shield, text: 'A face model on our own servers checks selfies and liveness recordings; a person reviews documents and unclear cases; every decision is recorded.' },
];

function ScoreCard({ label, value, hint, tone }: { label: string; value: number; hint: string; tone: 'good' | 'risk' }) {
  return (
    <Card className="flex-1">
      <CardContent className="flex flex-col gap-1 p-4">
        <span className="text-xs text-muted-foreground">{label}</span>
        <span
          className={cn('text-2xl font-bold', tone === 'good' ? 'text-success' : value >= 50 ? 'text-destructive' : 'text-foreground')}
          data-testid={`${tone === 'good' ? 'verification' : 'risk'}-score`}
        >
          {value}
          <span className="text-sm font-normal text-muted-foreground">/100</span>
        </span>
        <span className="text-xs text-muted-foreground">{hint}</span>
      </CardContent>
    </Card>
  );
}

function StepCard({ step, status, open, onOpen }: { step: VerificationStep; status: VerificationStatus; open: boolean; onOpen: () => void }) {
  const info = STEP_INFO[step];
  const detail = status.details[step];
  const done = status.steps[step];
  const pending = status.pending.includes(step);
  const Icon = info.icon;
  const openLabel = detail.state === 'rejected' ? 'Try again' : detail.state === 'code_sent' ? 'Enter code' : 'Start';
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
          <CardTitle>{info.title}</CardTitle>
          <CardDescription>{info.description}</CardDescription>
          {detail.target && <p className="mt-1 text-xs text-muted-foreground">{detail.target}</p>}
          {detail.state === 'rejected' && detail.reason && (
            <p className="mt-1 text-xs text-destructive" role="status">
              Not approved: {detail.reason}
            </p>
          )}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {done ? (
          <Button variant="secondary" disabled className="w-full text-success">
            <CheckCircle2 aria-hidden /> Verified
          </Button>
        ) : pending ? (
          <Button variant="secondary" disabled className="w-full">
            <Clock aria-hidden /> Verifying...
          </Button>
        ) : open ? (
          flow
        ) : (
          // The visible word is the same on every card; the name says which step it opens.
          <Button variant="outline" className="w-full" onClick={onOpen} aria-label={`${openLabel}: ${info.title}`}>
            {openLabel}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** The spec's verification dashboard: status, progress, scores, six steps, security and level benefits. */
export function VerificationDashboard() {
  const { data: status, isLoading, error } = useVerificationStatus();
  const [open, setOpen] = useState<VerificationStep | null>(null);
  const start = useStartVerification();
  const onDecided = useCallback((push: VerificationDecidedPush) => {
    if (push.decision === 'approve') toast({ title: `${STEP_INFO[push.step].title} approved` });
    else toast({ title: 'Verification Failed', description: push.reason ?? 'Your submission was not approved. Please try again.', variant: 'destructive' });
  }, []);
  useVerificationDecisions(onDecided);

  if (isLoading)
    return (
      <div className="flex flex-1 items-center justify-center p-10">
        <Spinner label="Loading your verification status" />
      </div>
    );
  if (error || !status) return <p className="p-6 text-sm text-destructive">{serverMessage(error, 'Unable to load your verification status.')}</p>;

  const percent = Math.round((status.completedSteps / VERIFICATION_STEP_COUNT) * 100);
  const target = async (level: 'enhanced' | 'ultra') => {
    try {
      const r = await start.mutateAsync(level);
      if (r.stepsNeeded.length) setOpen(r.stepsNeeded[0]);
      toast({
        title: r.stepsNeeded.length ? `${LEVEL_LABELS[level]}: ${r.stepsNeeded.length} step${r.stepsNeeded.length === 1 ? '' : 's'} to go` : `You already have ${LEVEL_LABELS[level]}`,
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
            <CardTitle>Verification Status</CardTitle>
            <CardDescription>
              Level:{' '}
              <span className="font-semibold text-foreground" data-testid="verification-level">
                {LEVEL_LABELS[status.verificationLevel]}
              </span>
            </CardDescription>
          </div>
          {status.isVerified ? <VerifiedBadge /> : <Badge variant="muted">Not verified</Badge>}
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          <div className="flex justify-between text-sm">
            <span>Verification Progress</span>
            <span className="text-muted-foreground" data-testid="verification-progress">
              {status.completedSteps} of {VERIFICATION_STEP_COUNT} steps
            </span>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-muted" role="progressbar" aria-label="Verification progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <div className="h-full rounded-full bg-success transition-[width] duration-200 motion-reduce:transition-none" style={{ width: `${percent}%` }} />
          </div>
          {status.verificationFlags.length > 0 && <p className="text-xs text-muted-foreground">Flags: {status.verificationFlags.join(', ').replace(/_/g, ' ')}</p>}
          <div className="mt-2 flex gap-2">
            <Button size="sm" variant="outline" className="flex-1" onClick={() => target('enhanced')} disabled={start.isPending}>
              Go Enhanced
            </Button>
            <Button size="sm" className="flex-1" onClick={() => target('ultra')} disabled={start.isPending}>
              Go Ultra
            </Button>
          </div>
        </CardContent>
      </Card>

      <div className="flex gap-3">
        <ScoreCard label="Verification Score" value={status.verificationScore} hint="From your completed steps" tone="good" />
        <ScoreCard label="Risk Score" value={status.riskScore} hint="Lower is better" tone="risk" />
      </div>

      <h2 className="mt-2 text-sm font-semibold text-muted-foreground">Verification Steps</h2>
      {VERIFICATION_STEPS.map((step) => (
        <StepCard key={step} step={step} status={status} open={open === step} onOpen={() => setOpen(step)} />
      ))}

      <Card>
        <CardHeader>
          <CardTitle>Security Features</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-2 text-sm">
            {SECURITY.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-2">
                <Icon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden /> {text}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Level Benefits</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-3 text-sm">
            {BENEFITS.map((b) => (
              <li key={b.level} className={cn('rounded-xl border p-3', status.verificationLevel === b.level && 'border-success')}>
                <div className="flex items-center justify-between">
                  <span className="font-semibold">{LEVEL_LABELS[b.level]}</span>
                  <span className="text-xs text-muted-foreground">{b.needs}</span>
                </div>
                <p className="text-muted-foreground">{b.benefit}</p>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
