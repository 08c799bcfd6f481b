import type { PhotoScreening } from '@converge/contracts';

/** nsfwjs's label probabilities for one picture (missing labels count as 0). */
export type PhotoScores = Partial<Record<'Drawing' | 'Hentai' | 'Neutral' | 'Porn' | 'Sexy', number>>;

/**
 * How likely the picture shows nudity, 0–1: explicit photos and drawings count fully, "sexy"
 * (underwear, swimwear, suggestive) half, so a beach photo alone does not reach a sensible threshold
 * but a borderline explicit one plus suggestive does.
 */
export function nudityScore(scores: PhotoScores): number {
  const score = (scores.Porn ?? 0) + (scores.Hentai ?? 0) + (scores.Sexy ?? 0) / 2;
  return Math.min(1, Math.max(0, score));
}

/** At or above the threshold a photo is held for an admin; below it, it is published. */
export function screeningVerdict(score: number, threshold: number): Exclude<PhotoScreening, 'pending'> {
  return score >= threshold ? 'held' : 'passed';
}

/** An admin's choice on a held photo: approve publishes it, reject deletes it. */
export type PhotoReviewDecision = 'approve' | 'reject';
