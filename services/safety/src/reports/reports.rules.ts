import { CRITICAL_REPORT_REASONS, REPORTS_PER_DAY, type ReportReason } from '@converge/contracts';

export const REPORT_WINDOW_MS = 24 * 60 * 60 * 1000;

export const isCritical = (reason: ReportReason) => CRITICAL_REPORT_REASONS.includes(reason);

/**
 * Whether one more report fits the daily limit, and if not, how many seconds until the oldest
 * report in the window leaves it.
 */
export function reportAllowance(recent: Date[], now: Date, limit = REPORTS_PER_DAY): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
  const inWindow = recent.filter((d) => now.getTime() - d.getTime() < REPORT_WINDOW_MS).sort((a, b) => a.getTime() - b.getTime());
  if (inWindow.length < limit) return { allowed: true };
  const oldest = inWindow[inWindow.length - limit];
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest.getTime() + REPORT_WINDOW_MS - now.getTime()) / 1000)) };
}
