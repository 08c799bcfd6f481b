import { Heart, MessageCircle, Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { common } from '@/locales/common';
import { demo } from '@/locales/demo';
import { demoPeople, demoVenue } from '../data/sample';
import { AvatarInitials } from './avatar-initials';
import { useDemoFormat } from './use-demo-format';

// A card shows up to 3 interest tags plus "+N".
const MAX_TAGS = 3;

export function DiscoveryTab() {
  const t = demo.useT();
  const format = useDemoFormat();
  // The count is bold inside the sentence: the message is split where its number is (a form that says
  // the number in words has none, and stays one piece).
  const active = t('discovery.active', { count: demoPeople.length, venue: demoVenue.name });
  const at = active.indexOf(String(demoPeople.length));
  const [before, count, after] = at < 0 ? [active, '', ''] : [active.slice(0, at), String(demoPeople.length), active.slice(at + String(demoPeople.length).length)];
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        {before}
        {count ? <span className="font-semibold text-foreground">{count}</span> : null}
        {after}
      </p>
      {demoPeople.map((p) => {
        const extra = p.interestTags.length - MAX_TAGS;
        return (
          <Card key={p.name} className="p-4">
            <div className="flex gap-3">
              <AvatarInitials initials={p.initials} tone={p.mode === 'dating' ? 'dating' : 'pro'} />
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between gap-2">
                  <p className="font-semibold">{t('discovery.nameAge', { name: p.name, age: p.age })}</p>
                  <span className="shrink-0 text-xs text-muted-foreground">{common.t('distance.away', { distance: format.distance(p.distance, true) })}</span>
                </div>
                <p className="text-xs text-muted-foreground">
                  {p.title
                    ? t('discovery.activityMoodJob', { activity: t(p.activity), mood: t(p.mood), title: p.title, company: p.company })
                    : t('discovery.activityMood', { activity: t(p.activity), mood: t(p.mood) })}
                </p>
                <p className="mt-1 text-sm">{t(p.status)}</p>
              </div>
            </div>
            <div className="mt-3 flex flex-wrap gap-1.5">
              {p.interestTags.slice(0, MAX_TAGS).map((t) => (
                <Badge key={t} variant="muted">
                  {t}
                </Badge>
              ))}
              {extra > 0 ? <Badge variant="outline">+{extra}</Badge> : null}
            </div>
            <p className="mt-3 flex gap-2 rounded-xl bg-muted p-3 text-sm">
              <Sparkles className="mt-0.5 size-4 shrink-0 text-primary-text" aria-hidden />
              {t(p.iceBreaker)}
            </p>
            <div className="mt-3 grid grid-cols-2 gap-2" aria-hidden>
              <span className="flex h-9 items-center justify-center gap-1.5 rounded-xl bg-primary text-xs font-semibold text-primary-foreground">
                <Heart className="size-4" /> {t('discovery.like')}
              </span>
              <span className="flex h-9 items-center justify-center gap-1.5 rounded-xl border text-xs font-semibold">
                <MessageCircle className="size-4" /> {t('discovery.chat')}
              </span>
            </div>
          </Card>
        );
      })}
    </div>
  );
}
