import { ADMIN_AUDIT_KEYS, MODERATION_ACTIONS } from '@converge/contracts';
import { businessAdminPromotedLine, moderationLine, roleChangedLine, safetyContactLine, settingsChangedLine, venueLine, verificationLine } from './audit-lines.rules.js';

test('a role change keeps the roles as codes (the dashboard names them)', () => {
  expect(roleChangedLine('a@x.com', 'user', 'admin')).toEqual({
    key: 'role_changed',
    params: { email: 'a@x.com', from: 'user', to: 'admin' },
    description: 'Changed the role of a@x.com from user to admin',
  });
});

test('a new business admin', () => {
  expect(businessAdminPromotedLine('o@x.com')).toEqual({
    key: 'business_admin_promoted',
    params: { email: 'o@x.com' },
    description: 'o@x.com became a business admin with a new business',
  });
});

test('venue lines name the venue', () => {
  expect(venueLine('venue_created', 'The Anchor')).toEqual({ key: 'venue_created', params: { venue: 'The Anchor' }, description: 'Created venue The Anchor' });
  expect(venueLine('venue_updated', 'The Anchor').description).toBe('Edited venue The Anchor');
  expect(venueLine('venue_deactivated', 'The Anchor').description).toBe('Deactivated venue The Anchor');
  expect(venueLine('qr_rotated', 'The Anchor')).toEqual({
    key: 'qr_rotated',
    params: { venue: 'The Anchor' },
    description: 'Issued a new QR code for The Anchor; earlier printed codes no longer work',
  });
});

test('the venue safety contact, set or turned off', () => {
  expect(safetyContactLine(true)).toEqual({ key: 'venue_safety_contact_set', params: {}, description: 'Set the venue safety contact' });
  expect(safetyContactLine(false)).toEqual({ key: 'venue_safety_contact_off', params: {}, description: 'Turned off the venue safety contact' });
});

test('business settings name the changed fields', () => {
  expect(settingsChangedLine(['companyName', 'businessEmail'])).toEqual({
    key: 'settings_changed',
    params: { fields: 'companyName,businessEmail' },
    description: 'Updated business settings (companyName, businessEmail)',
  });
  expect(settingsChangedLine([])).toEqual({ key: 'settings_changed', params: { fields: '' }, description: 'Updated business settings (nothing)' });
});

describe('moderation decisions', () => {
  it('word each decision before the name, with the reason', () => {
    expect(moderationLine('warn', 'Ann', 'rude')).toEqual({ key: 'moderation_warn', params: { name: 'Ann', reason: 'rude' }, description: 'Warned Ann: rude' });
    expect(moderationLine('ban', 'Ann', 'rude').description).toBe('Banned Ann: rude');
    expect(moderationLine('dismiss', 'Ann', 'fine').description).toBe('Dismissed the report about Ann: fine');
    expect(moderationLine('reinstate', 'Ann', 'appeal').description).toBe('Reinstated Ann: appeal');
  });

  it('a suspension says how many days (seven unless told)', () => {
    expect(moderationLine('suspend', 'Ann', 'rude', 3)).toEqual({
      key: 'moderation_suspend',
      params: { name: 'Ann', reason: 'rude', days: '3' },
      description: 'Suspended (3 days) Ann: rude',
    });
    expect(moderationLine('suspend', 'Ann', 'rude')).toEqual({
      key: 'moderation_suspend',
      params: { name: 'Ann', reason: 'rude', days: '7' },
      description: 'Suspended (7 days) Ann: rude',
    });
  });
});

describe('verification decisions', () => {
  it('name the step, and the reviewer’s reason when given', () => {
    expect(verificationLine('approve', 'photo')).toEqual({ key: 'verification_approve', params: { step: 'photo' }, description: 'Approved selfie verification' });
    expect(verificationLine('reject', 'id', 'blurry')).toEqual({
      key: 'verification_reject',
      params: { step: 'id', reason: 'blurry' },
      description: 'Rejected ID document verification: blurry',
    });
    expect(verificationLine('approve', 'liveness', null).description).toBe('Approved liveness verification');
    expect(verificationLine('approve', 'social', '').params).toEqual({ step: 'social' });
    expect(verificationLine('approve', 'social').description).toBe('Approved social profile verification');
    expect(verificationLine('approve', 'email').description).toBe('Approved email verification');
    expect(verificationLine('approve', 'phone').description).toBe('Approved phone verification');
  });

  it('a step it has no words for keeps its code', () => {
    expect(verificationLine('reject', 'voice').description).toBe('Rejected voice verification');
  });
});

test('every key a line is made with is one the dashboard has words for', () => {
  const made = [
    roleChangedLine('a', 'user', 'admin'),
    businessAdminPromotedLine('a'),
    ...(['venue_created', 'venue_updated', 'venue_deactivated', 'qr_rotated'] as const).map((k) => venueLine(k, 'v')),
    safetyContactLine(true),
    safetyContactLine(false),
    settingsChangedLine([]),
    ...MODERATION_ACTIONS.map((a) => moderationLine(a, 'n', 'r')),
    verificationLine('approve', 'photo'),
    verificationLine('reject', 'photo'),
  ].map((l) => l.key);
  expect(made.sort()).toEqual([...ADMIN_AUDIT_KEYS].sort());
});
