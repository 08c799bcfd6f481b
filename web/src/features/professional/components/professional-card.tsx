import { Briefcase, Check, MapPin, UserPlus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatKm } from '@/lib/format';
import type { ProfessionalMatch } from '../data/sample';
import { ProAvatar } from './pro-avatar';
import { HighQualityBadge, ScoreBadge } from './score-badge';

export type ConnectState = 'idle' | 'pending' | 'sent';

/** Spec §9: the card shows the first 3 expertise tags. */
export const EXPERTISE_SHOWN = 3;

export function ConnectButton({ state, name, onConnect, className }: { state: ConnectState; name: string; onConnect: () => void; className?: string }) {
  return (
    <Button
      variant={state === 'sent' ? 'outline' : 'pro'}
      className={className}
      disabled={state !== 'idle'}
      onClick={onConnect}
      aria-label={state === 'idle' ? `Connect with ${name}` : undefined}
    >
      {state === 'sent' ? <Check aria-hidden /> : <UserPlus aria-hidden />}
      {state === 'pending' ? 'Sending...' : state === 'sent' ? 'Requested' : 'Connect'}
    </Button>
  );
}

export function ProfessionalCard({
  match,
  connectState,
  onConnect,
  onOpen,
}: {
  match: ProfessionalMatch;
  connectState: ConnectState;
  onConnect: () => void;
  onOpen: () => void;
}) {
  const p = match.professionalProfile;
  return (
    <Card className="flex flex-col gap-3 p-4" aria-label={p.displayName} role="article">
      <div className="flex gap-3">
        <ProAvatar name={p.displayName} />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="truncate font-semibold">{p.displayName}</h3>
              <p className="line-clamp-2 text-xs text-muted-foreground">
                {p.jobTitle} · {p.company}
              </p>
            </div>
            <ScoreBadge score={match.matchScore} />
          </div>
          <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <Briefcase className="size-3.5" aria-hidden /> {p.industry} · {p.seniority}
            </span>
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-3.5" aria-hidden /> {formatKm(match.distance)} away
            </span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        {p.expertise.slice(0, EXPERTISE_SHOWN).map((t) => (
          <Badge key={t} variant="pro">
            {t}
          </Badge>
        ))}
        <HighQualityBadge score={match.matchScore} />
      </div>
      <p className="text-sm">{match.networkingOpportunity}</p>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={onOpen} aria-label={`View ${p.displayName}'s profile`}>
          View profile
        </Button>
        <ConnectButton state={connectState} name={p.displayName} onConnect={onConnect} />
      </div>
    </Card>
  );
}
