import { statusOfRule } from '@converge/platform';
import { decide, isCritical } from './moderation.rules.js';

const now = new Date('2026-05-01T12:00:00Z');

describe('moderation decisions', () => {
  it('marks safety concerns and harassment critical', () => {
    expect(isCritical('safety_concern')).toBe(true);
    expect(isCritical('harassment')).toBe(true);
    expect(isCritical('fake_profile')).toBe(false);
    expect(isCritical('other', true)).toBe(true);
  });

  it('suspends (not bans) for 7 days by default, or the days given', () => {
    expect(decide('open', 'suspend', now)).toEqual({ status: 'suspended', event: 'UserSuspended', until: new Date('2026-05-08T12:00:00Z'), banned: false });
    expect(decide('open', 'suspend', now, 1)).toMatchObject({ until: new Date('2026-05-02T12:00:00Z') });
  });

  it('bans without an end, warns and dismisses', () => {
    expect(decide('open', 'ban', now)).toEqual({ status: 'banned', event: 'UserSuspended', until: null, banned: true });
    expect(decide('open', 'warn', now)).toEqual({ status: 'warned', event: 'UserWarned' });
    expect(decide('open', 'dismiss', now)).toEqual({ status: 'dismissed', event: null });
  });

  it('decides a case once, but reinstates a suspension or ban', () => {
    expect(statusOfRule(() => decide('dismissed', 'suspend', now))).toBe(409);
    expect(statusOfRule(() => decide('open', 'reinstate', now))).toBe(409);
    expect(statusOfRule(() => decide('warned', 'reinstate', now))).toBe(409);
    expect(decide('suspended', 'reinstate', now)).toEqual({ status: 'reinstated', event: 'UserReinstated' });
    expect(decide('banned', 'reinstate', now)).toEqual({ status: 'reinstated', event: 'UserReinstated' });
  });
});
