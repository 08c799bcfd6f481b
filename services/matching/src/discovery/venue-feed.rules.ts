/**
 * Discovery's visibility rule over a venue's feed held in memory (venue-feeds.ts). It is visibility.ts's
 * `visibleTo` read per person, in TypeScript: the venue's part (who is checked in there in dating
 * mode, with which card) comes from memory, the viewer's part (blocks, likes, incognito people who
 * liked the viewer, own card, filters) from the read's own query. The two copies are held equal by a
 * test that reads every viewer's feed both ways (discovery-cache.int-spec.ts).
 */

/** One person checked in at the venue in dating mode, as the feed shows them. */
export interface FeedPerson {
  userId: string;
  feedRank: number;
  /** The check-in's end, ms since the epoch. */
  expiresAtMs: number;
  incognito: boolean;
  genderKey: string;
  wantsAny: boolean;
  wants: string[];
  age: number;
  verified: boolean;
  /** The person's entry in the reply, JSON text (`{"id":…,"profile":{…}}`). */
  card: string;
}

/** The viewer's side of the rule, read on every read. Own card fields are null when the viewer has no card yet. */
export interface FeedViewer {
  userId: string;
  /** Where the viewer enters the ring (visibility.ts feedSeed). */
  seed: number;
  /** The database's clock when the viewer's lists were read, ms since the epoch. */
  nowMs: number;
  genderKey: string | null;
  wantsAny: boolean | null;
  wants: string[] | null;
  ageMin: number | null;
  ageMax: number | null;
  onlyVerified: boolean;
  /** People the viewer excluded or was excluded by, and people the viewer liked. */
  hidden: ReadonlySet<string>;
  /** Incognito people who liked the viewer. */
  incognitoFans: ReadonlySet<string>;
}

/** Whether `p` may be in the viewer's feed, passes aside (read for the few people a page holds: passedAmong). */
export function isVisibleTo(p: FeedPerson, viewer: FeedViewer): boolean {
  return (
    p.expiresAtMs > viewer.nowMs &&
    p.userId !== viewer.userId &&
    !viewer.hidden.has(p.userId) &&
    (!p.incognito || viewer.incognitoFans.has(p.userId)) &&
    ((viewer.wantsAny ?? true) || (viewer.wants ?? []).includes(p.genderKey)) &&
    (p.wantsAny || p.wants.includes(viewer.genderKey ?? 'other')) &&
    (!viewer.onlyVerified || p.verified) &&
    p.age >= (viewer.ageMin ?? 0) &&
    p.age <= (viewer.ageMax ?? 1000)
  );
}

/** The index of the first person at or after `seed` in `people` (sorted by feedRank), or people.length. */
export function ringStart(people: readonly FeedPerson[], seed: number): number {
  let low = 0;
  let high = people.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (people[mid]!.feedRank < seed) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The people visible to the viewer (passes aside) in ring order: from the viewer's seed up, then from the lowest rank. */
export function* visibleRing(people: readonly FeedPerson[], viewer: FeedViewer): Generator<FeedPerson> {
  const start = ringStart(people, viewer.seed);
  for (let i = 0; i < people.length; i++) {
    const p = people[(start + i) % people.length]!;
    if (isVisibleTo(p, viewer)) yield p;
  }
}

/** The reply's JSON array of the page's cards. */
export const cardsJson = (page: readonly FeedPerson[]) => `[${page.map((p) => p.card).join(',')}]`;

/** Up to `count` more people from `ring`. */
function take(ring: Iterator<FeedPerson>, count: number): FeedPerson[] {
  const taken: FeedPerson[] = [];
  while (taken.length < count) {
    const next = ring.next();
    if (next.done) break;
    taken.push(next.value);
  }
  return taken;
}

/**
 * The page: the first `limit` people of the viewer's ring whom the viewer did not pass. Passes are the
 * list that grows with use, so they are not read whole: `passedAmong` is asked about the people the
 * page would show (null when the viewer never passed anyone), again about twice as many more for
 * each round that some of them were passed.
 */
export async function feedPage(
  people: readonly FeedPerson[],
  viewer: FeedViewer,
  limit: number,
  passedAmong: ((ids: string[]) => Promise<ReadonlySet<string>>) | null,
): Promise<FeedPerson[]> {
  const ring = visibleRing(people, viewer);
  if (!passedAmong) return take(ring, limit);
  const page: FeedPerson[] = [];
  for (let size = limit; page.length < limit; size *= 2) {
    const candidates = take(ring, size);
    if (candidates.length === 0) break;
    const passed = await passedAmong(candidates.map((p) => p.userId));
    page.push(...candidates.filter((p) => !passed.has(p.userId)));
  }
  return page.slice(0, limit);
}
