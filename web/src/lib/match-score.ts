/**
 * Match-score colours: 90 or more green, 80 or more blue, 70 or more yellow, otherwise grey;
 * 'high-quality' at 85 or more. Shared by the demo's Professional Mode tab and /professional.
 */
export type ScoreTone = 'green' | 'blue' | 'yellow' | 'grey';

export const HIGH_QUALITY_SCORE = 85;

export function scoreTone(score: number): ScoreTone {
  if (score >= 90) return 'green';
  if (score >= 80) return 'blue';
  if (score >= 70) return 'yellow';
  return 'grey';
}

export function isHighQuality(score: number): boolean {
  return score >= HIGH_QUALITY_SCORE;
}

/** Tailwind classes per tone; each pair meets WCAG AA in both themes. */
export const scoreToneClass: Record<ScoreTone, string> = {
  green: 'bg-success-soft text-success',
  blue: 'bg-pro-soft text-pro-text',
  yellow: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-950 dark:text-yellow-300',
  grey: 'bg-muted text-muted-foreground',
};

export const scoreClass = (score: number) => scoreToneClass[scoreTone(score)];
