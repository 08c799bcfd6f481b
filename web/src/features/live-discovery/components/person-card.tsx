import { Heart, MessageCircle, Sparkles } from 'lucide-react';
import type { LiveNearbyEntry } from '@converge/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { VerifiedBadge } from '@/components/verified-badge';
import { useDistanceFormat } from '@/lib/format';
import { useIceBreakerText } from '@/lib/ice-breaker-text';
import { common } from '@/locales/common';
import { live } from '@/locales/live';
import { visibleTags } from './tags';

/** One person nearby: photo, name, age, Verified mark, activity and mood, status, tags (+N), first ice breaker, distance. */
export function PersonCard({
  person,
  onLike,
  onChat,
  liking,
  chatting,
  liked,
  matched = false,
  requested,
}: {
  person: LiveNearbyEntry;
  onLike: () => void;
  onChat: () => void;
  liking: boolean;
  chatting: boolean;
  liked: boolean;
  /** Already matched with this person: the like says so, and Chat opens the pair's chat. */
  matched?: boolean;
  requested: boolean;
}) {
  const { shown, more } = visibleTags(person.interestTags);
  const name = person.profile.displayName;
  const t = live.useT();
  const distance = useDistanceFormat();
  const iceBreaker = useIceBreakerText();
  return (
    <article aria-label={name} className="flex flex-col gap-3 rounded-2xl border bg-card p-4">
      <div className="flex items-start gap-3">
        <img
          src={person.profile.photo || '/default-avatar.svg'}
          alt={person.profile.photo ? t('card.photo', { name }) : t('card.defaultPhoto')}
          className="size-16 shrink-0 rounded-2xl bg-muted object-cover"
        />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <h3 className="truncate text-base font-semibold">
              {name}
              {person.profile.age ? <span className="font-normal text-muted-foreground">{t('card.age', { age: person.profile.age })}</span> : null}
              {person.profile.isVerified ? <VerifiedBadge compact className="ms-1 align-middle" /> : null}
            </h3>
            <span className="shrink-0 text-xs text-muted-foreground">{common.t('distance.away', { distance: distance(person.distance, true) })}</span>
          </div>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <Badge variant="dating">{t(`activity.${person.currentActivity}`)}</Badge>
            <Badge variant="success">{t(`mood.${person.currentMood}`)}</Badge>
          </div>
        </div>
      </div>
      {person.statusMessage ? <p className="text-sm">{person.statusMessage}</p> : null}
      {shown.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('card.interests')}>
          {shown.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">#{tag}</Badge>
            </li>
          ))}
          {more > 0 ? (
            <li>
              <Badge variant="muted">+{more}</Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
      {person.iceBreakers[0] ? (
        <p className="flex gap-2 rounded-xl bg-muted px-3 py-2 text-sm">
          <Sparkles className="mt-0.5 size-4 shrink-0 text-primary-text" aria-hidden />
          <span>
            <span className="sr-only">{t('card.iceBreaker')}</span>
            {iceBreaker(person.iceBreakers[0], person.iceBreakerMessages?.[0])}
          </span>
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        <Button variant="outline" onClick={onLike} disabled={liking || liked} aria-label={t('card.like', { name })}>
          <Heart aria-hidden className={liked ? 'fill-current text-primary-text' : undefined} />
          {t(liking ? 'card.liking' : matched ? 'card.matched' : liked ? 'card.liked' : 'card.likeButton')}
        </Button>
        <Button onClick={onChat} disabled={chatting || requested} aria-label={t('card.chat', { name })}>
          <MessageCircle aria-hidden />
          {t(chatting ? 'card.sending' : requested ? 'card.requestSent' : matched ? 'card.openChat' : 'card.chatButton')}
        </Button>
      </div>
    </article>
  );
}
