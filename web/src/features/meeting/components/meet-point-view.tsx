import type { ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, HeartHandshake, MapPin, ShieldAlert } from 'lucide-react';
import { meetPointHintKey, meetPointsShown } from '@converge/contracts';
import { PageHeader } from '@/components/layouts/page-header';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { apiJson, serverMessage } from '@/lib/api-client';
import { meetPointName, useMeetPointName } from '@/lib/meet-point-name';
import { appView } from '@/stores/app-view';
import { matchState, partnerOf, type Match } from '@/stores/active-match';
import { meetingKeys, meetingProposals, useActiveMatch } from '../api/meeting';
import { BackToMatchesState } from './back-to-matches-state';
import { common } from '@/locales/common';
import { meeting } from '@/locales/meeting';

/**
 * Spec "Meet Point view": safe public points of the match's venue (or the default five), then navigation.
 * `matchActions`: more for this match, from other features (the app passes the safety feature's "Share my date").
 */
export function MeetPointView({ matchActions }: { matchActions?: (match: Match) => ReactNode } = {}) {
  const t = meeting.useT();
  const pointName = useMeetPointName();
  const { match, isPending } = useActiveMatch();
  const queryClient = useQueryClient();
  const choose = useMutation({
    mutationFn: ({ matchId, meetPoint }: { matchId: string; meetPoint: string }) => apiJson<Match>('PUT', `/api/matches/${encodeURIComponent(matchId)}/meetpoint`, { meetPoint }),
    onSuccess: (saved) => {
      meetingProposals.proposed(saved.id);
      matchState.setActiveMatch(saved);
      void queryClient.invalidateQueries({ queryKey: ['/api/matches'] });
      void queryClient.invalidateQueries({ queryKey: meetingKeys.all });
      toast({ title: t('toast.selected'), description: t('toast.selected.message', { point: saved.meetPoint ? meetPointName(saved.meetPoint, saved.meetPointKey) : '' }) });
      appView.setView('navigation');
    },
    onError: (err) => toast({ title: common.t('error.title'), description: serverMessage(err, t('toast.selectFailed')), variant: 'destructive' }),
  });

  const header = <PageHeader title={t('choose.title')} onBack={() => appView.setView('matches')} backLabel={t('backToMatches')} />;
  if (isPending) return <Spinner label={common.t('loading')} className="min-h-[70dvh]" />;
  if (!match) {
    return (
      <div>
        {header}
        <BackToMatchesState icon={HeartHandshake} title={t('noMatch')} />
      </div>
    );
  }
  const partner = partnerOf(match);
  // No points at all: the defaults, with their keys (the server sends them so; this covers an older answer).
  const { meetPoints: points, meetPointKeys } = match.venue.meetPoints?.length
    ? { meetPoints: match.venue.meetPoints, meetPointKeys: match.venue.meetPointKeys ?? [] }
    : meetPointsShown(null);
  const photo = partner.profile.photos[0];
  return (
    <div className="pb-6">
      {header}
      <div className="flex flex-col gap-4 px-4 pt-4">
        <Card className="flex items-center gap-3 p-4">
          <img
            src={photo || '/default-avatar.svg'}
            alt={photo ? t('photo.alt', { name: partner.profile.displayName }) : t('photo.default')}
            className="size-14 rounded-full bg-muted object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">{partner.profile.displayName}</p>
            <p className="truncate text-sm text-muted-foreground">{match.venue.name ?? t('yourVenue')}</p>
          </div>
          <Badge variant="success">
            <span className="size-2 rounded-full bg-success" aria-hidden /> {t('online')}
          </Badge>
        </Card>
        <section aria-labelledby="meet-points">
          <h2 id="meet-points" className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
            {t('points.title')}
          </h2>
          <ul className="flex flex-col gap-2">
            {points.map((point, i) => {
              const chosen = match.meetPoint === point;
              const pending = choose.isPending && choose.variables?.meetPoint === point;
              const hint = meetPointHintKey(point);
              return (
                <li key={point}>
                  <button
                    type="button"
                    disabled={choose.isPending}
                    onClick={() => choose.mutate({ matchId: match.id, meetPoint: point })}
                    className="flex w-full items-center gap-3 rounded-2xl border bg-card p-4 text-start transition-colors duration-150 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
                  >
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-text">
                      <MapPin className="size-5" aria-hidden />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold">{pointName(point, meetPointKeys[i])}</span>
                      {hint ? <span className="block text-sm text-muted-foreground">{t(`hint.${hint}`)}</span> : null}
                    </span>
                    {pending ? <span className="text-xs text-muted-foreground">{t('selecting')}</span> : chosen ? <Check className="size-5 text-success" aria-label={t('chosen')} /> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
        <div role="note" className="flex items-start gap-3 rounded-2xl border border-primary/30 bg-primary-soft p-4 text-sm">
          <ShieldAlert className="mt-0.5 size-5 shrink-0 text-primary-text" aria-hidden />
          <p>
            {/* True today: the panic button emails/texts the trusted contacts a person has added (none → nobody). */}
            <span className="font-semibold">{t('safetyFirst')}</span> {t('safetyFirst.text')}
          </p>
        </div>
        {matchActions?.(match)}
      </div>
    </div>
  );
}
