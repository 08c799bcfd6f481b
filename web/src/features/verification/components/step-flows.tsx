import { useEffect, useRef, useState } from 'react';
import { DOCUMENT_TYPES, type LivenessChallenge, type VerificationStatus } from '@converge/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import {
  useConfirmEmail,
  useConfirmPhone,
  useLivenessChallenge,
  usePhotoChallenge,
  useSendEmailCode,
  useSendPhoneCode,
  useStartSocial,
  useSubmitDocument,
  useSubmitLiveness,
  useSubmitPhoto,
  useSubmitSocial,
} from '../api/steps';
import { verification } from '@/locales/verification';
import { challengeLabel, documentLabel, poseLabel } from '../labels';
import { CameraCapture, grabFrame, useCameraStream } from './camera-capture';

/** 'Verification Failed' with the error message. */
export function failed(err: unknown, fallback = verification.t('failed.retry')) {
  toast({ title: verification.t('failed'), description: serverMessage(err, fallback), variant: 'destructive' });
}

function CodeEntry({
  id,
  pending,
  error,
  onConfirm,
  onResend,
  resendPending,
}: {
  id: string;
  pending: boolean;
  error: unknown;
  onConfirm: (code: string) => void;
  onResend: () => void;
  resendPending: boolean;
}) {
  const t = verification.useT();
  const [code, setCode] = useState('');
  const valid = /^\d{6}$/.test(code);
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) onConfirm(code);
      }}
    >
      <Label htmlFor={id}>{t('code.label')}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="123456"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          className="flex-1 tracking-[0.3em]"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" disabled={!valid || pending}>
          {pending ? t('code.verifying') : t('code.verify')}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive" role="alert">
          {serverMessage(error, t('failed.retry'))}
        </p>
      ) : null}
      <Button type="button" variant="link" size="sm" className="self-start px-0" onClick={onResend} disabled={resendPending}>
        {resendPending ? t('code.sending') : t('code.resend')}
      </Button>
    </form>
  );
}

export function EmailFlow({ status }: { status: VerificationStatus }) {
  const t = verification.useT();
  const send = useSendEmailCode();
  const confirm = useConfirmEmail();
  const sent = status.details.email.state === 'code_sent' || send.isSuccess;
  const doSend = () =>
    send.mutate(undefined, {
      onSuccess: (r) => toast({ title: verification.t('code.sent'), description: verification.t('email.sent', { target: r.target }) }),
      onError: (e) => failed(e),
    });
  if (!sent)
    return (
      <Button onClick={doSend} disabled={send.isPending} className="w-full">
        {send.isPending ? t('code.sending') : t('email.send')}
      </Button>
    );
  return (
    <CodeEntry
      id="email-code"
      pending={confirm.isPending}
      error={confirm.error}
      resendPending={send.isPending}
      onResend={doSend}
      onConfirm={(code) => confirm.mutate(code, { onSuccess: () => toast({ title: verification.t('email.verified') }), onError: (e) => failed(e) })}
    />
  );
}

export function PhoneFlow({ status }: { status: VerificationStatus }) {
  const t = verification.useT();
  const send = useSendPhoneCode();
  const confirm = useConfirmPhone();
  const [phone, setPhone] = useState('');
  const [editing, setEditing] = useState(status.details.phone.state !== 'code_sent');
  const doSend = () =>
    send.mutate(phone, {
      onSuccess: (r) => {
        setEditing(false);
        toast({ title: verification.t('code.sent'), description: verification.t('phone.sent', { target: r.target }) });
      },
      onError: (e) => failed(e),
    });
  if (editing)
    return (
      <form
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          doSend();
        }}
      >
        <Label htmlFor="phone-number">{t('phone.label')}</Label>
        <div className="flex gap-2">
          <Input id="phone-number" type="tel" autoComplete="tel" placeholder={t('phone.placeholder')} value={phone} onChange={(e) => setPhone(e.target.value)} className="flex-1" />
          <Button type="submit" disabled={phone.trim().length < 4 || send.isPending}>
            {send.isPending ? t('code.sending') : t('phone.send')}
          </Button>
        </div>
      </form>
    );
  return (
    <div className="flex flex-col gap-1">
      <CodeEntry
        id="phone-code"
        pending={confirm.isPending}
        error={confirm.error}
        resendPending={false}
        onResend={() => setEditing(true)}
        onConfirm={(code) => confirm.mutate(code, { onSuccess: () => toast({ title: verification.t('phone.verified') }), onError: (e) => failed(e) })}
      />
    </div>
  );
}

export function PhotoFlow({ status }: { status: VerificationStatus }) {
  const t = verification.useT();
  const challenge = usePhotoChallenge();
  const submit = useSubmitPhoto();
  const pose = challenge.data?.pose ?? status.photoPose;
  if (!pose)
    return (
      <Button className="w-full" disabled={challenge.isPending} onClick={() => challenge.mutate(undefined, { onError: (e) => failed(e) })}>
        {challenge.isPending ? t('photo.preparing') : t('photo.start')}
      </Button>
    );
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded-xl bg-primary-soft p-3 text-sm font-medium text-primary-text" data-testid="selfie-pose">
        {t('photo.pose', { pose: poseLabel(pose) })}
      </p>
      <CameraCapture
        facing="user"
        captureLabel={t('photo.capture')}
        pending={submit.isPending}
        onCapture={(image) => submit.mutate(image, { onSuccess: () => toast({ title: verification.t('photo.sent') }), onError: (e) => failed(e) })}
      />
    </div>
  );
}

export function DocumentFlow() {
  const t = verification.useT();
  const submit = useSubmitDocument();
  const [documentType, setDocumentType] = useState<string>('passport');
  return (
    <div className="flex flex-col gap-3">
      <Label htmlFor="document-type">{t('document.label')}</Label>
      <select id="document-type" value={documentType} onChange={(e) => setDocumentType(e.target.value)} className="h-11 rounded-xl border border-input bg-background px-3 text-sm">
        {DOCUMENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {documentLabel(type)}
          </option>
        ))}
      </select>
      <CameraCapture
        facing="environment"
        captureLabel={t('document.capture')}
        pending={submit.isPending}
        onCapture={(image) => submit.mutate({ documentType, image }, { onSuccess: () => toast({ title: verification.t('document.sent') }), onError: (e) => failed(e) })}
      />
      <p className="text-xs text-muted-foreground">{t('document.deleted')}</p>
    </div>
  );
}

/**
 * When each prompt's frames are taken (ms after it shows). The server's face model compares each
 * prompt's frames with the others: a turn and a smile last, two frames see them; a blink lasts a tenth
 * of a second, so four frames close together try to catch one (a missed blink goes to a reviewer).
 */
const FRAME_TIMES: Record<LivenessChallenge, number[]> = { blink: [700, 1000, 1300, 1600], turn_left: [1250, 2500], smile: [1250, 2500] };

function LivenessRecorder({ challenges, onDone, pending }: { challenges: LivenessChallenge[]; onDone: (frames: Record<string, Blob[]>) => void; pending: boolean }) {
  const t = verification.useT();
  const { videoRef, error, ready } = useCameraStream('user');
  const [index, setIndex] = useState(-1);
  const frames = useRef<Record<string, Blob[]>>({});
  useEffect(() => {
    if (index < 0 || index >= challenges.length) return;
    const challenge = challenges[index];
    let cancelled = false;
    const times = FRAME_TIMES[challenge];
    const last = Math.max(...times);
    const timers = times.map((at, i) =>
      setTimeout(async () => {
        if (cancelled || !videoRef.current) return;
        (frames.current[challenge] ??= []).push(await grabFrame(videoRef.current));
        if (i === times.length - 1) {
          // The prompt stays up until a turn or smile had time to show in full.
          setTimeout(
            () => {
              if (cancelled) return;
              if (index === challenges.length - 1) onDone(frames.current);
              setIndex(index + 1);
            },
            Math.max(0, 2500 - last),
          );
        }
      }, at),
    );
    return () => {
      cancelled = true;
      timers.forEach(clearTimeout);
    };
  }, [index, challenges, onDone, videoRef]);

  if (error) return <p className="rounded-xl bg-muted p-3 text-sm text-muted-foreground">{t('liveness.noCamera')}</p>;
  const current = challenges[index];
  return (
    <div className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-xl bg-black">
        <video ref={videoRef} className="aspect-[4/3] w-full -scale-x-100 object-cover" muted playsInline aria-label={t('camera.preview')} />
        {current && (
          <p className="absolute inset-x-0 bottom-0 bg-black/60 p-2 text-center text-sm font-semibold text-white" role="status">
            {t('liveness.prompt', { prompt: challengeLabel(current), number: index + 1, total: challenges.length })}
          </p>
        )}
      </div>
      <ol className="flex gap-2 text-xs">
        {challenges.map((c, i) => (
          <li key={c} className={i < index ? 'text-success' : i === index ? 'font-semibold text-foreground' : 'text-muted-foreground'}>
            {t('liveness.item', { number: i + 1, prompt: challengeLabel(c) })}
          </li>
        ))}
      </ol>
      <Button
        onClick={() => {
          frames.current = {};
          setIndex(0);
        }}
        disabled={!ready || pending || (index >= 0 && index < challenges.length)}
      >
        {pending ? t('liveness.uploading') : index >= 0 && index < challenges.length ? t('liveness.recording') : t('liveness.record')}
      </Button>
    </div>
  );
}

export function LivenessFlow({ status }: { status: VerificationStatus }) {
  const t = verification.useT();
  const challenge = useLivenessChallenge();
  const submit = useSubmitLiveness();
  const challenges = challenge.data?.challenges ?? status.livenessChallenges;
  if (!challenges)
    return (
      <Button className="w-full" disabled={challenge.isPending} onClick={() => challenge.mutate(undefined, { onError: (e) => failed(e) })}>
        {challenge.isPending ? t('photo.preparing') : t('liveness.start')}
      </Button>
    );
  return (
    <LivenessRecorder
      challenges={challenges}
      pending={submit.isPending}
      onDone={(frames) => submit.mutate({ challenges, frames }, { onSuccess: () => toast({ title: verification.t('liveness.sent') }), onError: (e) => failed(e) })}
    />
  );
}

export function SocialFlow({ status }: { status: VerificationStatus }) {
  const t = verification.useT();
  const start = useStartSocial();
  const submit = useSubmitSocial();
  const [url, setUrl] = useState('');
  const code = start.data?.code ?? status.socialCode;
  if (!code)
    return (
      <form
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          start.mutate(url, { onError: (err) => failed(err) });
        }}
      >
        <Label htmlFor="social-url">{t('social.label')}</Label>
        <div className="flex gap-2">
          <Input id="social-url" type="url" placeholder={t('social.placeholder')} value={url} onChange={(e) => setUrl(e.target.value)} className="flex-1" />
          <Button type="submit" disabled={!url.trim() || start.isPending}>
            {start.isPending ? t('social.linking') : t('social.link')}
          </Button>
        </div>
      </form>
    );
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>{t('social.addCode')}</p>
      <code className="select-all rounded-lg bg-muted px-3 py-2 text-center font-mono text-base" data-testid="social-code">
        {code}
      </code>
      <Button onClick={() => submit.mutate(undefined, { onSuccess: () => toast({ title: verification.t('social.sent') }), onError: (e) => failed(e) })} disabled={submit.isPending}>
        {submit.isPending ? t('social.sending') : t('social.added')}
      </Button>
    </div>
  );
}
