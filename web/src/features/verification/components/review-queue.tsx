import { Check, Inbox, X } from 'lucide-react';
import { useState } from 'react';
import { isRtl, type ReviewItem } from '@converge/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { currentLanguage, useLanguage } from '@/lib/i18n';
import { common } from '@/locales/common';
import { verification } from '@/locales/verification';
import { useDecideReview, useReviewItem, useReviewQueue } from '../api/reviews';
import { challengeLabel, documentLabel, poseLabel, stepText } from '../labels';

/** A sentence with one bold (or linked) part: the message split where that part's placeholder goes. */
const around = (message: string) => message.split('\u0001');

/** A submitted image's name: the server labels them Selfie, Document or the liveness prompt. */
function mediaLabel(label: string): string {
  if (label === 'Selfie') return stepText('photo', 'review');
  if (label === 'Document') return verification.t('review.media.document');
  return challengeLabel(label);
}

function Details({ item }: { item: ReviewItem }) {
  const t = verification.useT();
  const language = useLanguage();
  const d = item.details as Record<string, unknown>;
  const bold = (key: 'review.pose' | 'review.document' | 'review.order', arg: string, value: string) => {
    const [before, after] = around(t(key, { [arg]: '\u0001' }));
    return (
      <p className="text-sm">
        {before}
        <strong>{value}</strong>
        {after}
      </p>
    );
  };
  if (item.step === 'photo') return bold('review.pose', 'pose', poseLabel(String(d.pose)));
  if (item.step === 'id') return bold('review.document', 'document', documentLabel(String(d.documentType)));
  // The prompts in the order they were asked: an arrow that reads the way the page does.
  if (item.step === 'liveness') return bold('review.order', 'order', (d.challenges as string[]).map(challengeLabel).join(isRtl(language) ? ' ← ' : ' → '));
  if (item.step === 'social') {
    // The address and the code are data inside one sentence: it is split where each goes.
    const [before, rest] = t('review.social', { url: '\u0001', code: '\u0002' }).split('\u0001');
    const [between, after] = (rest ?? '').split('\u0002');
    return (
      <p className="text-sm">
        {before}
        <a className="text-primary-text underline" href={String(d.profileUrl)} target="_blank" rel="noopener noreferrer nofollow">
          {String(d.profileUrl)}
        </a>
        {between}
        <code className="font-mono">{String(d.code)}</code>
        {after}
      </p>
    );
  }
  return null;
}

/** What the reviewer reads about the automatic nudity check of a submission's images. */
function screeningNote(screening: ReviewItem['screening']): string | null {
  if (screening === 'pending') return verification.t('review.screening.pending');
  if (screening === 'held') return verification.t('review.screening.held');
  return null;
}

type Scores = NonNullable<ReviewItem['faceScores']>;
type LivenessScores = Extract<Scores, { frames: number }>;
const isLiveness = (s: Scores): s is LivenessScores => 'frames' in s;
const pct = (n: number | null) => (n === null ? '–' : verification.t('review.percent', { value: new Intl.NumberFormat(currentLanguage()).format(Math.round(n * 100)) }));

/** A one-line summary in the queue: the selfie's match, or the recording's weakest point. */
function scoresSummary(s: Scores | null): string {
  if (!s) return '';
  if (!isLiveness(s)) return s.similarity != null ? verification.t('review.faceMatch', { value: pct(s.similarity) }) : '';
  return s.sameFace != null ? verification.t('review.sameFace', { value: pct(s.sameFace) }) : '';
}

/** The face model's scores on a liveness recording: the reviewer sees which movement it could not confirm. */
function LivenessScoresList({ s }: { s: LivenessScores }) {
  const t = verification.useT();
  const language = useLanguage();
  const seen = (n: number | null, text: (n: number) => string) => (n === null ? t('review.notMeasured') : text(n));
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-1 rounded-lg bg-muted p-3 text-sm" aria-label={t('review.scores')}>
      <dt className="text-muted-foreground">{t('review.score.sameFace')}</dt>
      <dd className="font-medium">{pct(s.sameFace)}</dd>
      <dt className="text-muted-foreground">{t('review.score.turn')}</dt>
      <dd>{seen(s.turn, (n) => new Intl.NumberFormat(language, { style: 'unit', unit: 'degree', unitDisplay: 'narrow' }).format(Math.round(n)))}</dd>
      <dt className="text-muted-foreground">{t('review.score.smile')}</dt>
      <dd>{seen(s.smile, (n) => pct(n))}</dd>
      <dt className="text-muted-foreground">{t('review.score.blink')}</dt>
      <dd>{seen(s.blink, (n) => pct(n))}</dd>
      <dt className="text-muted-foreground">{t('review.score.realLowest')}</dt>
      <dd>{pct(s.real)}</dd>
      <dt className="text-muted-foreground">{t('review.score.liveLowest')}</dt>
      <dd>{pct(s.live)}</dd>
      <dt className="text-muted-foreground">{t('review.score.framesWithFace')}</dt>
      <dd>
        {s.framesWithFace} / {s.frames}
      </dd>
    </dl>
  );
}

/** The face model's scores on a selfie or recording it left to a reviewer (or could not check). */
function FaceScores({ item }: { item: ReviewItem }) {
  const t = verification.useT();
  if (item.faceCheck === 'failed')
    return <p className="text-sm text-muted-foreground">{t(item.step === 'liveness' ? 'review.faceCheckFailed.recording' : 'review.faceCheckFailed.selfie')}</p>;
  const s = item.faceScores;
  if (item.faceCheck !== 'done' || !s) return null;
  if (isLiveness(s)) return <LivenessScoresList s={s} />;
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-1 rounded-lg bg-muted p-3 text-sm" aria-label={t('review.scores')}>
      <dt className="text-muted-foreground">{t('review.score.similarity')}</dt>
      <dd className="font-medium">{pct(s.similarity)}</dd>
      <dt className="text-muted-foreground">{t('review.score.real')}</dt>
      <dd>{pct(s.real)}</dd>
      <dt className="text-muted-foreground">{t('review.score.live')}</dt>
      <dd>{pct(s.live)}</dd>
      <dt className="text-muted-foreground">{t('review.score.faces')}</dt>
      <dd>
        {s.faces} / {s.profileFaces}
      </dd>
    </dl>
  );
}

function ReviewPanel({ id, onDone }: { id: string; onDone: () => void }) {
  const t = verification.useT();
  const { data: item, isLoading } = useReviewItem(id);
  const decide = useDecideReview();
  const [reason, setReason] = useState('');
  const [revealed, setRevealed] = useState<number[]>([]);
  if (isLoading || !item) return <Spinner label={t('review.loadingItem')} />;
  const send = (decision: 'approve' | 'reject') =>
    decide.mutate(
      { id, decision, reason },
      {
        onSuccess: () => {
          toast({ title: verification.t(decision === 'approve' ? 'review.approved' : 'review.rejected') });
          onDone();
        },
        onError: (err) => toast({ title: common.t('error.title'), description: serverMessage(err, verification.t('review.saveFailed')), variant: 'destructive' }),
      },
    );
  return (
    <div className="flex flex-col gap-3">
      <Details item={item} />
      <FaceScores item={item} />
      {screeningNote(item.screening) ? (
        <p role="status" className={cn('text-sm', item.screening === 'held' && 'font-medium text-destructive-text')}>
          {screeningNote(item.screening)}
        </p>
      ) : null}
      {item.media && item.media.length > 0 && (
        <div className="grid grid-cols-2 gap-2">
          {item.media.map((m, i) => (
            <figure key={i} className="flex flex-col gap-1">
              {item.screening === 'held' && !revealed.includes(i) ? (
                <button
                  type="button"
                  className="block overflow-hidden rounded-lg"
                  aria-label={t('review.show', { media: mediaLabel(m.label) })}
                  onClick={() => setRevealed((r) => [...r, i])}
                >
                  <img
                    src={m.dataUrl}
                    alt={t('review.mediaAlt', { media: mediaLabel(m.label), person: item.displayName ?? item.email })}
                    className="aspect-square w-full object-cover blur-xl"
                  />
                </button>
              ) : (
                <img
                  src={m.dataUrl}
                  alt={t('review.mediaAlt', { media: mediaLabel(m.label), person: item.displayName ?? item.email })}
                  className="aspect-square w-full rounded-lg object-cover"
                />
              )}
              <figcaption className="text-xs text-muted-foreground">{mediaLabel(m.label)}</figcaption>
            </figure>
          ))}
        </div>
      )}
      {item.profilePhotos && item.profilePhotos.length > 0 && (
        <div>
          <p className="mb-1 text-xs text-muted-foreground">{t('review.profilePhotos')}</p>
          <div className="flex gap-2 overflow-x-auto">
            {item.profilePhotos.map((url) => (
              <img key={url} src={url} alt={t('review.profilePhotoAlt')} className="size-16 rounded-lg object-cover" />
            ))}
          </div>
        </div>
      )}
      <Label htmlFor={`reason-${id}`}>{t('review.reason')}</Label>
      <Textarea id={`reason-${id}`} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} placeholder={t('review.reason.placeholder')} />
      <div className="flex gap-2">
        <Button variant="destructive" className="flex-1" disabled={decide.isPending || !reason.trim()} onClick={() => send('reject')}>
          <X aria-hidden /> {t('review.reject')}
        </Button>
        <Button className="flex-1" disabled={decide.isPending} onClick={() => send('approve')}>
          <Check aria-hidden /> {t('review.approve')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The verification review queue for the admin dashboard (platform admins; the server answers 403 to
 * anyone else). Mounted by the app's admin view.
 */
export function VerificationReviewQueue() {
  const t = verification.useT();
  const language = useLanguage();
  const { data, isLoading, error } = useReviewQueue();
  const [openId, setOpenId] = useState<string | null>(null);
  if (isLoading) return <Spinner label={t('review.loadingQueue')} />;
  if (error) return <p className="text-sm text-destructive">{serverMessage(error, t('review.loadFailed'))}</p>;
  if (!data?.length)
    return (
      <div className="flex flex-col items-center gap-2 p-8 text-center text-muted-foreground">
        <Inbox className="size-8" aria-hidden />
        <p className="text-sm">{t('review.empty')}</p>
      </div>
    );
  return (
    <div className="flex flex-col gap-3" aria-label={t('review.queue')}>
      {data.map((item) => (
        <Card key={item.id} data-testid="review-item">
          <CardHeader>
            <CardTitle>
              {stepText(item.step, 'review')} · {item.displayName ?? item.email}
            </CardTitle>
            <CardDescription>
              {t('review.sent', { email: item.email, time: new Date(item.submittedAt).toLocaleString(language) })}
              {item.screening === 'held' ? t('review.mayContainNudity') : ''}
              {scoresSummary(item.faceScores)}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {openId === item.id ? (
              <ReviewPanel id={item.id} onDone={() => setOpenId(null)} />
            ) : (
              <Button variant="outline" className="w-full" onClick={() => setOpenId(item.id)}>
                {t('review.open')}
              </Button>
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
