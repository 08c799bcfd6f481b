import { Check, Clock, MapPin } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';
import { meetPointKeyIn, useMeetPointName } from '@/lib/meet-point-name';
import { appView } from '@/stores/app-view';
import { matchState, partnerOf, type Match } from '@/stores/active-match';
import { useAcceptMeetPoint, useMeetingSession } from '../api/meeting';
import { common } from '@/locales/common';
import { meeting } from '@/locales/meeting';

/**
 * Where the pair stands on the meet point: the chooser waits for the other
 * person; the other person can accept (location sharing then starts for both) or suggest another
 * point (a new proposal the first person must accept). The server enforces this; this only shows it.
 */
export function MeetPointStatus({ match }: { match: Match }) {
  const t = meeting.useT();
  const pointName = useMeetPointName();
  const session = useMeetingSession(match);
  const accept = useAcceptMeetPoint();
  const s = session.data;
  if (!match.meetPoint || !s || (s.agreed && !s.sharingActive)) return null;
  const name = partnerOf(match).profile.displayName;
  const point = pointName(s.meetPoint, meetPointKeyIn(match, s.meetPoint));
  if (s.agreed) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-success" data-testid="meet-point-status">
        <Check className="size-4" aria-hidden /> {t('status.agreed', { point })}
      </p>
    );
  }
  if (s.proposedBy === match.currentUserId) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="meet-point-status">
        <Clock className="size-4" aria-hidden /> {t('status.waiting', { name, point })}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-primary/30 bg-primary-soft p-3" data-testid="meet-point-status">
      <p className="flex items-center gap-1.5 text-sm">
        <MapPin className="size-4 shrink-0 text-primary-text" aria-hidden />
        <span>{t('status.wants', { name, point })}</span>
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button
          size="sm"
          disabled={accept.isPending}
          onClick={() =>
            accept.mutate(s.sessionId, {
              onSuccess: () => {
                toast({ title: t('toast.agreed'), description: t('toast.agreed.message', { name }) });
                matchState.setActiveMatch(match);
                appView.setView('navigation');
              },
              onError: (err) => toast({ title: common.t('error.title'), description: serverMessage(err, t('toast.acceptFailed')), variant: 'destructive' }),
            })
          }
        >
          {accept.isPending ? t('accepting') : t('accept', { point })}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            matchState.setActiveMatch(match);
            appView.setView('meetpoint');
          }}
        >
          {t('suggestAnother')}
        </Button>
      </div>
    </div>
  );
}
