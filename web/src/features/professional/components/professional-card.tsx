import { Briefcase, Check, Loader2, MapPin, MessageCircle, UserCheck, UserPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { INDUSTRIES, SENIORITIES, type Industry, type ProfessionalEntry, type Seniority } from '@converge/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDistanceFormat } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { professional } from '@/locales/professional';
import { ProAvatar } from './pro-avatar';
import { HighQualityBadge, ScoreBadge } from './score-badge';

/** Where the caller stands with this person: nothing yet, sending, asked, asked me, connected. */
export type ConnectState = 'idle' | 'pending' | 'sent' | 'incoming' | 'connected';

/** The card shows the first 3 expertise tags. */
export const EXPERTISE_SHOWN = 3;

export function connectStateOf(entry: ProfessionalEntry, sending: boolean): ConnectState {
  if (sending) return 'pending';
  const c = entry.connection;
  if (!c) return 'idle';
  if (c.status === 'accepted') return 'connected';
  return c.direction === 'outgoing' ? 'sent' : 'incoming';
}

export const titleLine = (p: { jobTitle: string; company: string }) => (p.company ? professional.t('titleLine', { jobTitle: p.jobTitle, company: p.company }) : p.jobTitle);

/** "Here now", or how far (the entry's distance is in kilometres), in the app's language and units. */
export function useWhereLine(): (entry: ProfessionalEntry) => string {
  const t = professional.useT();
  const distance = useDistanceFormat();
  return (entry) => (entry.distance === 0 ? t('card.hereNow') : t('card.away', { distance: distance(entry.distance * 1000) }));
}

/** An industry or seniority from the fixed lists in the app's language; anything else (older data) as it is. */
export function useProfessionalLabels() {
  const t = professional.useT();
  const language = useLanguage();
  const industry = (value: string) => (isIndustry(value) ? t(`industry.${value}`) : value);
  const seniority = (value: string) => (isSeniority(value) ? t(`seniority.${value}`) : value);
  /** "Technology · Senior" */
  const line = (p: { industry: string; seniority: string }) => t('industryLine', { industry: industry(p.industry), seniority: seniority(p.seniority) });
  /**
   * The suggested topics: a person's tag as written; one we wrote (the industries') by its key, with the
   * industries in the app's language; a key this build does not know as the server's English.
   */
  const topics = (entry: Pick<ProfessionalEntry, 'suggestedTopics' | 'suggestedTopicMessages'>) =>
    entry.suggestedTopics.map((text, i) => {
      const message = entry.suggestedTopicMessages?.[i];
      if (!message || !isTopicKey(message.key)) return text;
      return t(message.key, Object.fromEntries(Object.entries(message.params).map(([name, value]) => [name, industry(value)])));
    });
  /** The arguments of a line we wrote: industries and the seniority in the app's language, the tags as a list. */
  const args = (params: Record<string, string>) => {
    const shown: Record<string, string> = { ...params };
    for (const name of ['industry', 'mine', 'theirs'] as const) if (params[name] !== undefined) shown[name] = industry(params[name]);
    if (params.seniority !== undefined) shown.seniority = seniority(params.seniority);
    const tags = [params.topic1, params.topic2].filter((tag): tag is string => tag !== undefined);
    shown.topics = new Intl.ListFormat(language, { type: 'conjunction' }).format(tags);
    return shown;
  };
  /** The networking opportunity by its key; the server's English when there is none or this build does not know it. */
  const opportunity = (entry: Pick<ProfessionalEntry, 'networkingOpportunity' | 'networkingOpportunityMessage'>) => {
    const message = entry.networkingOpportunityMessage;
    return message && isOpportunityKey(message.key) ? t(message.key, args(message.params)) : entry.networkingOpportunity;
  };
  /** Where both are ("Both networking at Hub") by its key; the venue's name as it is. */
  const meetingContext = (entry: Pick<ProfessionalEntry, 'meetingContext' | 'meetingContextMessage'>) => {
    const message = entry.meetingContextMessage;
    return message && isContextKey(message.key) ? t(message.key, message.params) : entry.meetingContext;
  };
  return { industry, seniority, line, topics, opportunity, meetingContext };
}
const TOPIC_KEYS = ['topic.trendsIn', 'topic.industriesMeet'] as const;
const isTopicKey = (key: string): key is (typeof TOPIC_KEYS)[number] => (TOPIC_KEYS as readonly string[]).includes(key);
const OPPORTUNITY_KEYS = [
  'opportunity.mentorship',
  'opportunity.mentorshipAt',
  'opportunity.learn',
  'opportunity.learnAt',
  'opportunity.mentoring',
  'opportunity.share',
  'opportunity.peers',
  'opportunity.peersAt',
  'opportunity.crossIndustry',
  'opportunity.broaden',
  'opportunity.broadenAt',
] as const;
const isOpportunityKey = (key: string): key is (typeof OPPORTUNITY_KEYS)[number] => (OPPORTUNITY_KEYS as readonly string[]).includes(key);
const CONTEXT_KEYS = ['context.atVenue', 'context.atThisVenue', 'context.liveNearby'] as const;
const isContextKey = (key: string): key is (typeof CONTEXT_KEYS)[number] => (CONTEXT_KEYS as readonly string[]).includes(key);
const isIndustry = (value: string): value is Industry => (INDUSTRIES as readonly string[]).includes(value);
const isSeniority = (value: string): value is Seniority => (SENIORITIES as readonly string[]).includes(value);

export function ConnectButton({ state, name, onConnect, onAccept, className }: { state: ConnectState; name: string; onConnect: () => void; onAccept: () => void; className?: string }) {
  const t = professional.useT();
  if (state === 'connected') {
    return (
      <Button asChild variant="outline" className={className}>
        <Link to="/conversations" aria-label={t('card.message', { name })}>
          <MessageCircle aria-hidden /> {t('card.messageButton')}
        </Link>
      </Button>
    );
  }
  if (state === 'incoming') {
    return (
      <Button variant="pro" className={className} onClick={onAccept} aria-label={t('request.accept', { name })}>
        <UserCheck aria-hidden /> {t('accept')}
      </Button>
    );
  }
  return (
    <Button
      variant={state === 'sent' ? 'outline' : 'pro'}
      className={className}
      disabled={state !== 'idle'}
      onClick={onConnect}
      aria-label={state === 'idle' ? t('card.connect', { name }) : undefined}
    >
      {state === 'sent' ? <Check aria-hidden /> : state === 'pending' ? <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden /> : <UserPlus aria-hidden />}
      {t(state === 'pending' ? 'sending' : state === 'sent' ? 'card.requested' : 'card.connectButton')}
    </Button>
  );
}

export function ProfessionalCard({
  match,
  connectState,
  onConnect,
  onAccept,
  onOpen,
}: {
  match: ProfessionalEntry;
  connectState: ConnectState;
  onConnect: () => void;
  onAccept: () => void;
  onOpen: () => void;
}) {
  const p = match.professionalProfile;
  const t = professional.useT();
  const whereLine = useWhereLine();
  const labels = useProfessionalLabels();
  return (
    <Card className="flex flex-col gap-3 p-4" aria-label={p.displayName} role="article">
      <div className="flex gap-3">
        <ProAvatar name={p.displayName} />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="truncate font-semibold">{p.displayName}</h3>
              <p className="line-clamp-2 text-xs text-muted-foreground">{titleLine(p)}</p>
            </div>
            <ScoreBadge score={match.matchScore} />
          </div>
          <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <Briefcase className="size-3.5" aria-hidden /> {labels.line(p)}
            </span>
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-3.5" aria-hidden /> {whereLine(match)}
            </span>
          </p>
        </div>
      </div>
      {p.expertise.length || match.matchScore >= 85 ? (
        <div className="flex flex-wrap items-center gap-1.5">
          {p.expertise.slice(0, EXPERTISE_SHOWN).map((t) => (
            <Badge key={t} variant="pro">
              {t}
            </Badge>
          ))}
          <HighQualityBadge score={match.matchScore} />
        </div>
      ) : null}
      <p className="text-sm">{labels.opportunity(match)}</p>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={onOpen} aria-label={t('card.view', { name: p.displayName })}>
          {t('card.viewButton')}
        </Button>
        <ConnectButton state={connectState} name={p.displayName} onConnect={onConnect} onAccept={onAccept} />
      </div>
    </Card>
  );
}
