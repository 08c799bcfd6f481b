import { isCritical, reportAllowance, REPORT_WINDOW_MS } from './reports.rules.js';

const now = new Date('2026-05-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

test('ten reports in the last 24 hours allow no eleventh; retry when the oldest leaves the window', () => {
  const recent = Array.from({ length: 10 }, (_, i) => ago((i + 1) * 60_000));
  const verdict = reportAllowance(recent, now);
  expect(verdict).toEqual({ allowed: false, retryAfterSeconds: (REPORT_WINDOW_MS - 10 * 60_000) / 1000 });
});

test('nine recent reports, or older ones, still allow a report', () => {
  expect(reportAllowance(Array.from({ length: 9 }, () => ago(1000)), now)).toEqual({ allowed: true });
  expect(reportAllowance(Array.from({ length: 20 }, () => ago(REPORT_WINDOW_MS + 1)), now)).toEqual({ allowed: true });
});

test('safety concerns and harassment are critical, the other reasons are not', () => {
  expect(isCritical('safety_concern')).toBe(true);
  expect(isCritical('harassment')).toBe(true);
  expect(['inappropriate_behavior', 'fake_profile', 'other'].map((r) => isCritical(r as never))).toEqual([false, false, false]);
});

test('a report made exactly 24 hours ago no longer counts against the limit', () => {
  const recent = [ago(REPORT_WINDOW_MS), ...Array.from({ length: 9 }, () => ago(1000))];
  expect(reportAllowance(recent, now)).toEqual({ allowed: true });
});
