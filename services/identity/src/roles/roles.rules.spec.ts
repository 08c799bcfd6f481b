import { moderationBlock, parseAdminEmails, roleFromConfig } from './roles.rules.js';

describe('roles from ADMIN_EMAILS', () => {
  const list = parseAdminEmails(' Boss@x.io, second@x.io ,,third@x.io');

  it('keeps the order, lower-cased, without blanks', () => {
    expect(list).toEqual(['boss@x.io', 'second@x.io', 'third@x.io']);
  });

  it('makes the first email super_admin and the others admin', () => {
    expect(roleFromConfig('BOSS@x.io', 'user', list)).toBe('super_admin');
    expect(roleFromConfig('boss@x.io', 'admin', list)).toBe('super_admin');
    expect(roleFromConfig('third@x.io', 'user', list)).toBe('admin');
    expect(roleFromConfig(' Boss@x.io ', 'user', list)).toBe('super_admin');
  });

  it('never lowers a role and leaves everyone else alone', () => {
    expect(roleFromConfig('second@x.io', 'super_admin', list)).toBe('super_admin');
    expect(roleFromConfig('someone@x.io', 'user', list)).toBe('user');
    expect(roleFromConfig('someone@x.io', 'admin', list)).toBe('admin');
  });
});

describe('moderationBlock', () => {
  const now = new Date('2026-05-01T12:00:00Z');

  it('refuses a ban whatever the suspension says', () => {
    expect(moderationBlock({ bannedAt: now, suspendedUntil: new Date('2026-05-08T12:00:00Z') }, now)).toEqual({
      code: 'ACCOUNT_BANNED',
      message: 'Your account has been banned for breaking the community guidelines.',
    });
  });

  it('refuses a running suspension and names its end', () => {
    const block = moderationBlock({ bannedAt: null, suspendedUntil: new Date('2026-05-08T12:00:00Z') }, now);
    expect(block?.code).toBe('ACCOUNT_SUSPENDED');
    expect(block?.message).toContain('2026-05-08 12:00 UTC');
  });

  it('lets an ended suspension in', () => {
    expect(moderationBlock({ bannedAt: null, suspendedUntil: new Date('2026-05-01T11:59:00Z') }, now)).toBeNull();
    expect(moderationBlock({ bannedAt: null, suspendedUntil: null }, now)).toBeNull();
    expect(moderationBlock({ bannedAt: null, suspendedUntil: now }, now)).toBeNull();
  });
});
