/**
 * Spec §4 "Discovery": the index starts at 0 and advances on like or pass only while further
 * profiles exist, so the last profile stays shown.
 */
export function nextIndex(index: number, count: number): number {
  return index + 1 < count ? index + 1 : index;
}
