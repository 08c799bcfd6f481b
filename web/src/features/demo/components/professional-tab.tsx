import { Briefcase, Lightbulb, MapPin } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { isHighQuality, scoreClass } from '@/lib/match-score';
import { cn } from '@/lib/utils';
import { demo } from '@/locales/demo';
import { demoProfessionals } from '../data/sample';
import { AvatarInitials } from './avatar-initials';
import { useDemoFormat } from './use-demo-format';

export function ProfessionalTab() {
  const t = demo.useT();
  const format = useDemoFormat();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t('pro.intro')}</p>
      {demoProfessionals.map((p) => (
        <Card key={p.name} className="p-4">
          <div className="flex gap-3">
            <AvatarInitials initials={p.initials} tone="pro" />
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold" translate="no">
                    {p.name}
                  </p>
                  <p className="text-xs text-muted-foreground">{t('pro.titleLine', { title: p.title, company: p.company })}</p>
                </div>
                <span className={cn('shrink-0 rounded-full px-2 py-1 text-xs font-bold', scoreClass(p.matchScore))}>{t('pro.score', { score: p.matchScore })}</span>
              </div>
              <p className="mt-1 flex items-center gap-3 text-xs text-muted-foreground">
                <span className="inline-flex items-center gap-1">
                  <Briefcase className="size-3.5" aria-hidden /> {t('pro.industryLine', { industry: t(p.industry), seniority: t(`pro.seniority.${p.seniority}`) })}
                </span>
                <span className="inline-flex items-center gap-1">
                  <MapPin className="size-3.5" aria-hidden /> {format.distance(p.distanceKm * 1000)}
                </span>
              </p>
            </div>
          </div>
          <div className="mt-3 flex flex-wrap gap-1.5">
            {p.expertise.slice(0, 3).map((t) => (
              <Badge key={t} variant="pro">
                {t}
              </Badge>
            ))}
          </div>
          <p className="mt-3 text-sm">{t(p.networkingOpportunity)}</p>
          <p className="mt-2 flex gap-2 text-xs text-muted-foreground">
            <Lightbulb className="size-4 shrink-0 text-pro-text" aria-hidden />
            {t('pro.talkAbout', { topics: p.suggestedTopics.join(' · ') })}
          </p>
          {isHighQuality(p.matchScore) ? <p className="mt-2 text-xs font-semibold text-success">{t('pro.highQuality')}</p> : null}
        </Card>
      ))}
    </div>
  );
}
