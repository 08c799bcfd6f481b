import { useState, type ReactNode } from 'react';
import { Heart, Loader2, MessageCircle, MapPin, ShieldCheck } from 'lucide-react';
import type { MatchUser } from '@converge/contracts';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/layouts/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';
import { meetPointKeyIn, useMeetPointName } from '@/lib/meet-point-name';
import { appView } from '@/stores/app-view';
import { matchState, partnerOf, type Match } from '@/stores/active-match';
import { findConversationId, useMatches } from '../api/matches';
import { isActiveMatch, relativeTime } from '../relative-time';
import { Avatar } from './avatar';
import { VerifiedBadge } from '@/components/verified-badge';
import { matches as matchesText } from '@/locales/matches';

/**
 * Spec "Matches view": Auto-Privacy banners, Active Matches (< 24 h) and Recent Matches.
 * `startConversation` (POST /api/conversations/start, owned by the chat feature and passed in by the
 * app) opens the conversation when the match has none yet.
 */
export function MatchesView({
  banner,
  startConversation,
  personActions,
  meetPointStatus,
  matchActions,
}: {
  banner?: ReactNode;
  startConversation?: (partnerUserId: string) => Promise<{ id: string }>;
  /** Extra actions for a matched person (the app passes report / block). */
  personActions?: (person: { userId: string; displayName: string }) => ReactNode;
  /** The meet point's consent state for a match (the meeting feature: accept / suggest another). */
  meetPointStatus?: (match: Match) => ReactNode;
  /** More for an active match (the app passes the safety feature's "Share my date"). */
  matchActions?: (match: Match) => ReactNode;
}) {
  const t = matchesText.useT();
  const pointName = useMeetPointName();
  const { data: matches, isPending, isError, refetch } = useMatches();
  const navigate = useNavigate();
  const [opening, setOpening] = useState<string | null>(null);

  const openChat = async (match: Match) => {
    if (opening) return;
    setOpening(match.id);
    try {
      let id = match.conversationId;
      if (!id) {
        // GET /api/conversations?matchId=; a failed lookup is only logged (the match card still works).
        id = await findConversationId(match.id).catch((err: unknown) => {
          console.error(err);
          return null;
        });
      }
      if (!id && startConversation) id = (await startConversation(partnerOf(match).id)).id;
      if (id) navigate(`/chat/${id}`);
      else toast({ title: t('chatNotReady'), description: t('chatNotReady.message') });
    } catch (err) {
      console.error(err);
      toast({ title: t('chatNotReady'), description: t('chatNotReady.message') });
    } finally {
      setOpening(null);
    }
  };
  // With a point already chosen, Meet Up opens navigation (which shows it); the picker only without one.
  const meetUp = (match: Match) => {
    matchState.setActiveMatch(match);
    appView.setView(match.meetPoint ? 'navigation' : 'meetpoint');
  };

  const active = (matches ?? []).filter((m) => isActiveMatch(m.createdAt));
  return (
    <div className="pb-6">
      <PageHeader title={t('title')} onBack={() => appView.setView('discovery')} backLabel={t('backToDiscovery')} />
      <div className="flex flex-col gap-5 px-4 pt-4">
        {banner}
        {isPending ? (
          <Spinner label={t('loading')} className="min-h-[40dvh]" />
        ) : isError ? (
          <LoadFailed className="py-16" message={t('loadFailed')} onRetry={() => void refetch()} />
        ) : !matches?.length ? (
          <div className="flex flex-col items-center gap-3 px-6 py-20 text-center">
            <Heart className="size-12 text-muted-foreground" aria-hidden />
            <h2 className="text-lg font-semibold">{t('empty.title')}</h2>
            <p className="text-sm text-muted-foreground">{t('empty.text')}</p>
            <Button className="mt-2" onClick={() => appView.setView('discovery')}>
              {t('empty.start')}
            </Button>
          </div>
        ) : (
          <>
            {active.map((m) => (
              <div key={`privacy-${m.id}`} role="note" className="flex items-start gap-3 rounded-2xl border border-success/30 bg-success-soft p-3 text-sm">
                <ShieldCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                <p>
                  <span className="font-semibold">{t('autoPrivacy')}</span> {t('autoPrivacy.text', { name: partnerOf(m).profile.displayName })}
                </p>
              </div>
            ))}
            {active.length > 0 ? (
              <section aria-labelledby="active-matches">
                <h2 id="active-matches" className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
                  {t('active')}
                </h2>
                <ul className="flex flex-col gap-3">
                  {active.map((m) => {
                    const partner = partnerOf(m);
                    return (
                      <li key={m.id}>
                        <Card className="flex flex-col gap-3 p-4">
                          <div className="flex items-center gap-3">
                            <Avatar photos={partner.profile.photos} name={partner.profile.displayName} className="size-14" />
                            <div className="min-w-0 flex-1">
                              <PartnerName partner={partner} />
                              <p className="text-xs text-muted-foreground">{t('mutual', { ago: relativeTime(m.createdAt) })}</p>
                              <p className="text-sm text-primary-text">
                                {m.meetPoint ? t('meetPoint', { point: pointName(m.meetPoint, meetPointKeyIn(m, m.meetPoint)) }) : t('readyToMeet')}
                              </p>
                            </div>
                            {personActions?.({ userId: partner.id, displayName: partner.profile.displayName })}
                          </div>
                          {meetPointStatus?.(m)}
                          <div className="grid grid-cols-2 gap-2">
                            <Button variant="outline" onClick={() => void openChat(m)} disabled={opening !== null} aria-busy={opening === m.id}>
                              {opening === m.id ? <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden /> : <MessageCircle aria-hidden />}
                              {opening === m.id ? t('opening') : t('chat')}
                            </Button>
                            <Button onClick={() => meetUp(m)}>
                              <MapPin aria-hidden /> {t('meetUp')}
                            </Button>
                          </div>
                          {matchActions?.(m)}
                        </Card>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ) : null}
            <section aria-labelledby="recent-matches">
              <h2 id="recent-matches" className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
                {t('recent')}
              </h2>
              <ul className="flex flex-col divide-y rounded-2xl border bg-card">
                {matches.map((m) => {
                  const partner = partnerOf(m);
                  const isActive = isActiveMatch(m.createdAt);
                  return (
                    <li key={m.id} className="flex items-center gap-3 p-3">
                      <Avatar photos={partner.profile.photos} name={partner.profile.displayName} className="size-10" />
                      <div className="min-w-0 flex-1">
                        <PartnerName partner={partner} className="text-sm" />
                        <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                          {t('venueAgo', { venue: m.venue.name ?? t('unknownVenue'), ago: relativeTime(m.createdAt) })}
                        </p>
                      </div>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t('chatWith', { name: partner.profile.displayName })}
                        aria-busy={opening === m.id}
                        disabled={opening !== null}
                        onClick={() => void openChat(m)}
                      >
                        {opening === m.id ? <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden /> : <MessageCircle aria-hidden />}
                      </Button>
                      <Badge variant={isActive ? 'success' : 'muted'}>{isActive ? t('badge.active') : t('badge.expired')}</Badge>
                    </li>
                  );
                })}
              </ul>
            </section>
          </>
        )}
      </div>
    </div>
  );
}

/** The person's name with the verified badge when they are verified. */
function PartnerName({ partner, className }: { partner: MatchUser; className?: string }) {
  return (
    <p className={cn('flex items-center gap-1 truncate font-semibold', className)}>
      {partner.profile.displayName}
      {partner.profile.isVerified ? <VerifiedBadge compact /> : null}
    </p>
  );
}
