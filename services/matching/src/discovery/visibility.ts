/**
 * Discovery's visibility rule, written as SQL fragments because it runs per row inside the queries that
 * use it: the discovery feed (discovery.repository.ts), the like/pass target check and the like
 * function (likes/like-batch-function.ts). One copy of the rule in SQL, so a feed and a like never disagree;
 * a feed read from a venue feed held in memory applies `visibleTo` in TypeScript (venue-feed.rules.ts),
 * and a test reads every viewer's page both ways (discovery-cache.int-spec.ts): change both together.
 */

/**
 * Who the viewer may see at a venue: people with an active dating check-in there (professional mode is
 * a separate room: neither sees nor likes the other), except the viewer, anyone
 * excluded (blocks either way), anyone already liked or passed, incognito people who have not liked
 * the viewer, and anyone outside "looking for" either way. The viewer's own card may not have arrived
 * yet: then the viewer counts as wanting anyone and being of no narrowed gender.
 * `viewer` and `venue` are SQL expressions (placeholders such as '$1'); the check-in row is `c`, the card `p`.
 */
export const visibleAtVenue = (viewer: string, venue: string) => `
  FROM active_checkins c
  JOIN profile_cards p ON p.user_id = c.user_id
  LEFT JOIN profile_cards me ON me.user_id = ${viewer}
  WHERE c.venue_id = ${venue}
    AND c.expires_at > now()
    AND c.mode = 'dating'
    AND ${visibleTo(viewer)}`;

/**
 * How the viewer's own exclusions, likes and passes are looked up. `probe`: one index probe per person
 * in each list, the cheapest for one target (a like, the target check). `set`: the viewer's exclusions
 * and likes are read once per statement into one hashed set and each person is a hash lookup; a feed
 * weighs 50 people or more, and each probe is a subplan restarted per person (two probes cost about a
 * fifth of the feed's Postgres CPU, the set a few µs for the few dozen rows a viewer has). Passes stay
 * probes: they are the list that grows with use (someone with 2,000 passes pays more to read them all
 * than 50 probes cost). The same people either way: the ids are never NULL, so NOT IN is NOT EXISTS.
 */
export type ViewerListsLookup = 'probe' | 'set';

const notExcludedLikedOrPassed = (viewer: string, lookup: ViewerListsLookup) =>
  lookup === 'set'
    ? `
    AND c.user_id NOT IN (SELECT x.other_user_id FROM exclusions x WHERE x.user_id = ${viewer}
                          UNION ALL SELECT l.to_user_id FROM likes l WHERE l.from_user_id = ${viewer})
    AND NOT EXISTS (SELECT 1 FROM passes s WHERE s.from_user_id = ${viewer} AND s.to_user_id = c.user_id)`
    : `
    AND NOT EXISTS (SELECT 1 FROM exclusions x WHERE x.user_id = ${viewer} AND x.other_user_id = c.user_id)
    AND NOT EXISTS (SELECT 1 FROM likes l WHERE l.from_user_id = ${viewer} AND l.to_user_id = c.user_id)
    AND NOT EXISTS (SELECT 1 FROM passes s WHERE s.from_user_id = ${viewer} AND s.to_user_id = c.user_id)`;

/**
 * The per-person part of that rule, on the person's check-in `c` and card `p` and the viewer's card
 * `me` (all NULLs when the viewer has no card yet).
 */
export const visibleTo = (viewer: string, lookup: ViewerListsLookup = 'probe') => `
    c.user_id <> ${viewer}${notExcludedLikedOrPassed(viewer, lookup)}
    AND (NOT p.is_incognito OR EXISTS (SELECT 1 FROM likes l2 WHERE l2.from_user_id = c.user_id AND l2.to_user_id = ${viewer}))
    AND (COALESCE(me.wants_any, true) OR p.gender_key = ANY(me.wants))
    AND (p.wants_any OR COALESCE(me.gender_key, 'other') = ANY(p.wants))`;

/** Who the viewer may like without a venue (live discovery): a real profile, not excluded, incognito rule. */
export const visibleAnywhere = (viewer: string, target: string) => `
  FROM profile_cards p
  WHERE p.user_id = ${target} AND p.user_id <> ${viewer}
    AND NOT EXISTS (SELECT 1 FROM exclusions x WHERE x.user_id = ${viewer} AND x.other_user_id = p.user_id)
    AND NOT EXISTS (SELECT 1 FROM passes s WHERE s.from_user_id = ${viewer} AND s.to_user_id = p.user_id)
    AND (NOT p.is_incognito OR EXISTS (SELECT 1 FROM likes l2 WHERE l2.from_user_id = p.user_id AND l2.to_user_id = ${viewer}))`;

/** The viewer ($1) at a venue ($2), as used by discovery and the like/pass target check. */
export const VISIBLE_AT_VENUE = visibleAtVenue('$1', '$2');

/**
 * The position of a person in every discovery feed at their venue: a hash of their id, stored with the
 * check-in (active_checkins.feed_rank) and indexed per venue. Each viewer starts the ring at their own
 * hash (FEED_SEED) and reads it in order, wrapping around: stable between reads, the same for nobody,
 * unrelated to distance or check-in time, and readable from the index with a LIMIT.
 */
export const feedRank = (userId: string) => `('x' || substr(md5(${userId}), 1, 8))::bit(32)::int`;
export const feedSeed = (viewer: string) => feedRank(`'feed:' || ${viewer}`);

export interface ActiveCheckIn {
  venueId: string;
  venueName: string | null;
  expiresAt: string;
  mode: 'dating' | 'professional';
}
