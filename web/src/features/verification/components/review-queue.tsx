import { Check, Inbox, X } from 'lucide-react';
import { useState } from 'react';
import { DOCUMENT_TYPE_LABELS, type DocumentType, type ReviewItem } from '@converge/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useDecideReview, useReviewItem, useReviewQueue } from '../api/reviews';

const STEP_TITLES: Record<string, string> = { photo: 'Selfie', id: 'ID document', liveness: 'Liveness', social: 'Social profile', email: 'Email', phone: 'Phone' };

function Details({ item }: { item: ReviewItem }) {
  const d = item.details as Record<string, unknown>;
  if (item.step === 'photo')
    return (
      <p className="text-sm">
        Requested pose: <strong>{String(d.pose)}</strong>
      </p>
    );
  if (item.step === 'id')
    return (
      <p className="text-sm">
        Document: <strong>{DOCUMENT_TYPE_LABELS[d.documentType as DocumentType] ?? String(d.documentType)}</strong>
      </p>
    );
  if (item.step === 'liveness')
    return (
      <p className="text-sm">
        Order: <strong>{(d.challenges as string[]).join(' → ').replace(/_/g, ' ')}</strong>
      </p>
    );
  if (item.step === 'social')
    return (
      <p className="text-sm">
        Check that{' '}
        <a className="text-primary-text underline" href={String(d.profileUrl)} target="_blank" rel="noopener noreferrer nofollow">
          {String(d.profileUrl)}
        </a>{' '}
        shows <code className="font-mono">{String(d.code)}</code>
      </p>
    );
  return null;
}

/** What the reviewer reads about the automatic nudity check of a submission's images. */
const SCREENING_NOTES: Partial<Record<ReviewItem['screening'], string>> = {
  pending: 'Checking the images for nudity…',
  held: 'These images may contain nudity. They are blurred until you tap one.',
};

type Scores = NonNullable<ReviewItem['faceScores']>;
type LivenessScores = Extract<Scores, { frames: number }>;
const isLiveness = (s: Scores): s is LivenessScores => 'frames' in s;
const pct = (n: number | null) => (n === null ? '–' : `${Math.round(n * 100)} %`);

/** A one-line summary in the queue: the selfie's match, or the recording's weakest point. */
function scoresSummary(s: Scores | null): string {
  if (!s) return '';
  if (!isLiveness(s)) return s.similarity != null ? ` · face match ${pct(s.similarity)}` : '';
  return s.sameFace != null ? ` · same face ${pct(s.sameFace)}` : '';
}

/** The face model's scores on a liveness recording: the reviewer sees which movement it could not confirm. */
function LivenessScoresList({ s }: { s: LivenessScores }) {
  const seen = (n: number | null, text: (n: number) => string) => (n === null ? 'not measured' : text(n));
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-1 rounded-lg bg-muted p-3 text-sm" aria-label="Face Check scores">
      <dt className="text-muted-foreground">Same face in every frame</dt>
      <dd className="font-medium">{pct(s.sameFace)}</dd>
      <dt className="text-muted-foreground">Head turned left</dt>
      <dd>{seen(s.turn, (n) => `${Math.round(n)}°`)}</dd>
      <dt className="text-muted-foreground">Smile (rise)</dt>
      <dd>{seen(s.smile, (n) => pct(n))}</dd>
      <dt className="text-muted-foreground">Blink (eyes closed by)</dt>
      <dd>{seen(s.blink, (n) => pct(n))}</dd>
      <dt className="text-muted-foreground">Real face (anti-spoof, lowest)</dt>
      <dd>{pct(s.real)}</dd>
      <dt className="text-muted-foreground">Live person (lowest)</dt>
      <dd>{pct(s.live)}</dd>
      <dt className="text-muted-foreground">Frames with one face</dt>
      <dd>
        {s.framesWithFace} / {s.frames}
      </dd>
    </dl>
  );
}

/** The face model's scores on a selfie or recording it left to a reviewer (or could not check). */
function FaceScores({ item }: { item: ReviewItem }) {
  const what = item.step === 'liveness' ? 'recording' : 'selfie';
  if (item.faceCheck === 'failed') return <p className="text-sm text-muted-foreground">Face Check could not run on this {what}: compare it yourself.</p>;
  const s = item.faceScores;
  if (item.faceCheck !== 'done' || !s) return null;
  if (isLiveness(s)) return <LivenessScoresList s={s} />;
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-1 rounded-lg bg-muted p-3 text-sm" aria-label="Face Check scores">
      <dt className="text-muted-foreground">Match with profile photos</dt>
      <dd className="font-medium">{pct(s.similarity)}</dd>
      <dt className="text-muted-foreground">Real face (anti-spoof)</dt>
      <dd>{pct(s.real)}</dd>
      <dt className="text-muted-foreground">Live person</dt>
      <dd>{pct(s.live)}</dd>
      <dt className="text-muted-foreground">Faces in selfie / profile photos</dt>
      <dd>
        {s.faces} / {s.profileFaces}
      </dd>
    </dl>
  );
}

function ReviewPanel({ id, onDone }: { id: string; onDone: () => void }) {
  const { data: item, isLoading } = useReviewItem(id);
  const decide = useDecideReview();
  const [reason, setReason] = useState('');
  const [revealed, setRevealed] = useState<number[]>([]);
  if (isLoading || !item) return <Spinner label="Loading the submission" />;
  const send = (decision: 'approve' | 'reject') =>
    decide.mutate(
      { id, decision, reason },
      {
        onSuccess: () => {
          toast({ title: decision === 'approve' ? 'Verification approved' : 'Verification rejected' });
          onDone();
        },
        onError: (err) => toast({ title: 'Error', description: serverMessage(err, 'Failed to save the decision'), variant: 'destructive' }),
      },
    );
  return (
    <div className="flex flex-col gap-3">
      <Details item={item} />
      <FaceScores item={item} />
      {SCREENING_NOTES[item.screening] ? (
        <p role="status" className={cn('text-sm', item.screening === 'held' && 'font-medium text-destructive-text')}>
          {SCREENING_NOTES[item.screening]}
        </p>
      ) : null}
      {item.media && item.media.length > 0 && (
        <div className="grid grid-cols-2 gap-2">
          {item.media.map((m, i) => (
            <figure key={i} className="flex flex-col gap-1">
              {item.screening === 'held' && !revealed.includes(i) ? (
                <button type="button" className="block overflow-hidden rounded-lg" aria-label={`Show the ${m.label.replace(/_/g, ' ')}`} onClick={() => setRevealed((r) => [...r, i])}>
                  <img src={m.dataUrl} alt={`${m.label.replace(/_/g, ' ')} submitted by ${item.displayName ?? item.email}`} className="aspect-square w-full object-cover blur-xl" />
                </button>
              ) : (
                <img src={m.dataUrl} alt={`${m.label.replace(/_/g, ' ')} submitted by ${item.displayName ?? item.email}`} className="aspect-square w-full rounded-lg object-cover" />
              )}
              <figcaption className="text-xs text-muted-foreground">{m.label.replace(/_/g, ' ')}</figcaption>
            </figure>
          ))}
        </div>
      )}
      {item.profilePhotos && item.profilePhotos.length > 0 && (
        <div>
          <p className="mb-1 text-xs text-muted-foreground">Profile photos</p>
          <div className="flex gap-2 overflow-x-auto">
            {item.profilePhotos.map((url) => (
              <img key={url} src={url} alt="Profile photo" className="size-16 rounded-lg object-cover" />
            ))}
          </div>
        </div>
      )}
      <Label htmlFor={`reason-${id}`}>Reason (required to reject)</Label>
      <Textarea id={`reason-${id}`} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} placeholder="e.g. The pose does not match" />
      <div className="flex gap-2">
        <Button variant="destructive" className="flex-1" disabled={decide.isPending || !reason.trim()} onClick={() => send('reject')}>
          <X aria-hidden /> Reject
        </Button>
        <Button className="flex-1" disabled={decide.isPending} onClick={() => send('approve')}>
          <Check aria-hidden /> Approve
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
  const { data, isLoading, error } = useReviewQueue();
  const [openId, setOpenId] = useState<string | null>(null);
  if (isLoading) return <Spinner label="Loading the review queue" />;
  if (error) return <p className="text-sm text-destructive">{serverMessage(error, 'Unable to load the review queue.')}</p>;
  if (!data?.length)
    return (
      <div className="flex flex-col items-center gap-2 p-8 text-center text-muted-foreground">
        <Inbox className="size-8" aria-hidden />
        <p className="text-sm">No verifications waiting for review.</p>
      </div>
    );
  return (
    <div className="flex flex-col gap-3" aria-label="Verification review queue">
      {data.map((item) => (
        <Card key={item.id} data-testid="review-item">
          <CardHeader>
            <CardTitle>
              {STEP_TITLES[item.step]} · {item.displayName ?? item.email}
            </CardTitle>
            <CardDescription>
              {item.email} · sent {new Date(item.submittedAt).toLocaleString()}
              {item.screening === 'held' ? ' · may contain nudity' : ''}
              {scoresSummary(item.faceScores)}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {openId === item.id ? (
              <ReviewPanel id={item.id} onDone={() => setOpenId(null)} />
            ) : (
              <Button variant="outline" className="w-full" onClick={() => setOpenId(item.id)}>
                Review
              </Button>
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
