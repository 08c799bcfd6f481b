import { Clock, Lightbulb, MapPin, Sparkles, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { ProfessionalEntry } from '@converge/contracts';
import { useLanguage } from '@/lib/i18n';
import { timeZoneLabel } from '@/lib/time-zone-name';
import { professional } from '@/locales/professional';
import { ConnectButton, titleLine, useProfessionalLabels, useWhereLine, type ConnectState } from './professional-card';
import { ProAvatar } from './pro-avatar';
import { HighQualityBadge, ScoreBadge } from './score-badge';

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1.5">
      <h3 className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground [&_svg]:size-3.5 [&_svg]:text-pro-text">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The detail modal of a professional card (Radix Dialog). */
export function ProfessionalDetailDialog({
  match,
  connectState,
  onConnect,
  onAccept,
  onOpenChange,
}: {
  match: ProfessionalEntry | null;
  connectState: ConnectState;
  onConnect: () => void;
  onAccept: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const p = match?.professionalProfile;
  const t = professional.useT();
  const language = useLanguage();
  const whereLine = useWhereLine();
  const labels = useProfessionalLabels();
  return (
    <Dialog open={Boolean(match)} onOpenChange={onOpenChange}>
      {match && p ? (
        <DialogContent>
          <DialogHeader className="flex-row items-center gap-3">
            <ProAvatar name={p.displayName} className="size-14 text-lg" />
            <div className="min-w-0">
              <DialogTitle>{p.displayName}</DialogTitle>
              <DialogDescription>{titleLine(p)}</DialogDescription>
            </div>
          </DialogHeader>
          <div className="flex flex-wrap items-center gap-2">
            <ScoreBadge score={match.matchScore} />
            <HighQualityBadge score={match.matchScore} />
            <Badge variant="outline">{labels.line(p)}</Badge>
          </div>
          {p.bio ? <p className="text-sm">{p.bio}</p> : null}
          <Section icon={<Sparkles />} title={t('detail.expertise')}>
            <div className="flex flex-wrap gap-1.5">
              {p.expertise.map((t) => (
                <Badge key={t} variant="pro">
                  {t}
                </Badge>
              ))}
            </div>
          </Section>
          {match.commonInterests.length ? (
            <Section icon={<Users />} title={t('detail.inCommon')}>
              <p className="text-sm">{match.commonInterests.join(' · ')}</p>
            </Section>
          ) : null}
          <Section icon={<Lightbulb />} title={t('detail.opportunity')}>
            <p className="text-sm">{labels.opportunity(match)}</p>
            <p className="text-xs text-muted-foreground">{t('detail.talkAbout', { topics: labels.topics(match).join(' · ') })}</p>
          </Section>
          <Section icon={<MapPin />} title={t('detail.where')}>
            <p className="text-sm">{labels.meetingContext(match)}</p>
            <p className="text-xs text-muted-foreground">{p.workLocation ? t('detail.worksFrom', { where: whereLine(match), location: p.workLocation }) : whereLine(match)}</p>
            <p className="flex items-center gap-1 text-xs text-muted-foreground">
              <Clock className="size-3.5" aria-hidden /> {t('detail.timeZone', { zone: timeZoneLabel(p.timezone, language) })}
            </p>
          </Section>
          {p.linkedinUrl ? (
            <a href={p.linkedinUrl} target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-pro-text underline-offset-4 hover:underline">
              {t('detail.linkedin')}
            </a>
          ) : null}
          <ConnectButton state={connectState} name={p.displayName} onConnect={onConnect} onAccept={onAccept} className="w-full" />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
