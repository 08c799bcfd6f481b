import { Heart, MessageCircle, Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatDistanceMetres } from '@/lib/format';
import { demoPeople, demoVenue } from '../data/sample';
import { AvatarInitials } from './avatar-initials';

// A card shows up to 3 interest tags plus "+N".
const MAX_TAGS = 3;

export function DiscoveryTab() {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        <span className="font-semibold text-foreground">{demoPeople.length} people</span> active near you at {demoVenue.name}
      </p>
      {demoPeople.map((p) => {
        const extra = p.interestTags.length - MAX_TAGS;
        return (
          <Card key={p.name} className="p-4">
            <div className="flex gap-3">
              <AvatarInitials initials={p.initials} tone={p.mode === 'dating' ? 'dating' : 'pro'} />
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between gap-2">
                  <p className="font-semibold">
                    {p.name}, {p.age}
                  </p>
                  <span className="shrink-0 text-xs text-muted-foreground">{formatDistanceMetres(p.distance)}</span>
                </div>
                <p className="text-xs text-muted-foreground">
                  {p.activity} · {p.mood}
                  {p.title ? ` · ${p.title}, ${p.company}` : ''}
                </p>
                <p className="mt-1 text-sm">{p.status}</p>
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
              {p.iceBreaker}
            </p>
            <div className="mt-3 grid grid-cols-2 gap-2" aria-hidden>
              <span className="flex h-9 items-center justify-center gap-1.5 rounded-xl bg-primary text-xs font-semibold text-primary-foreground">
                <Heart className="size-4" /> Like
              </span>
              <span className="flex h-9 items-center justify-center gap-1.5 rounded-xl border text-xs font-semibold">
                <MessageCircle className="size-4" /> Chat
              </span>
            </div>
          </Card>
        );
      })}
    </div>
  );
}
