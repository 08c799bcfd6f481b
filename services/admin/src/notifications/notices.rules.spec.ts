import { ADMIN_NOTICE_KEYS } from '@converge/contracts';
import { businessAdminNotice, checkInEscalatedNotice, duplicateFaceNotice, emergencyNotice, knownParams, reportNotice } from './notices.rules.js';

describe('report notices', () => {
  it('names the reason and the open reports, with the English words older screens show', () => {
    expect(reportNotice({ reason: 'fake_profile', critical: false, name: 'Ann', openReports: 1 })).toEqual({
      key: 'report',
      params: { reason: 'fake_profile', name: 'Ann', count: '1' },
      title: 'New report: Fake profile',
      message: 'Ann was reported for fake profile (1 report open).',
    });
    expect(reportNotice({ reason: 'harassment', critical: true, name: 'Ann', openReports: 3 })).toEqual({
      key: 'report_critical',
      params: { reason: 'harassment', name: 'Ann', count: '3' },
      title: 'Critical report: Harassment',
      message: 'Ann was reported for harassment (3 reports open).',
    });
  });

  it('leaves an unknown name out of the values (the dashboard says "A user" in its language)', () => {
    const notice = reportNotice({ reason: 'brand_new_reason', critical: false, name: null, openReports: 2 });
    expect(notice.params).toEqual({ reason: 'brand_new_reason', count: '2' });
    expect(notice.title).toBe('New report: brand_new_reason');
    expect(notice.message).toBe('A user was reported for brand_new_reason (2 reports open).');
  });
});

test('a duplicate face names both accounts and the similarity to two places', () => {
  expect(duplicateFaceNotice({ name: 'Ann', otherName: 'Bo', similarity: 0.9312 })).toEqual({
    key: 'duplicate_face',
    params: { name: 'Ann', other: 'Bo', similarity: '0.93' },
    title: 'Possible duplicate account',
    message: "Ann's verified selfie shows the same face as Bo (similarity 0.93).",
  });
  const unnamed = duplicateFaceNotice({ name: null, otherName: null, similarity: 0.9 });
  expect(unnamed.params).toEqual({ similarity: '0.90' });
  expect(unnamed.message).toBe("A user's verified selfie shows the same face as another account (similarity 0.90).");
});

test('an emergency names the venue when there is one', () => {
  expect(emergencyNotice({ name: 'Ann', venue: 'The Anchor' })).toEqual({
    key: 'emergency',
    params: { name: 'Ann', venue: 'The Anchor' },
    title: 'Emergency activated',
    message: 'Ann activated emergency mode at The Anchor.',
  });
  expect(emergencyNotice({ name: null, venue: null })).toEqual({ key: 'emergency', params: {}, title: 'Emergency activated', message: 'A user activated emergency mode.' });
});

describe('an escalated check-in', () => {
  it('says whether it went unanswered, and where', () => {
    expect(checkInEscalatedNotice({ duress: false, name: 'Ann', venue: null, meetPoint: null })).toEqual({
      key: 'check_in_unanswered',
      params: { name: 'Ann' },
      title: 'Safety check-in not answered',
      message: 'Ann did not answer a safety check-in. Their trusted contacts were alerted.',
    });
    expect(checkInEscalatedNotice({ duress: false, name: 'Ann', venue: 'The Anchor', meetPoint: 'the bar' }).message).toBe(
      'Ann did not answer a safety check-in at The Anchor (meet point: the bar). Their trusted contacts were alerted.',
    );
  });

  it('tells admins a duress PIN was used', () => {
    expect(checkInEscalatedNotice({ duress: true, name: 'Ann', venue: 'The Anchor', meetPoint: null })).toEqual({
      key: 'duress',
      params: { name: 'Ann', venue: 'The Anchor' },
      title: 'Duress PIN used on a check-in',
      message: 'Ann answered a safety check-in with their duress PIN at The Anchor. Their trusted contacts were alerted; the app shows them as safe.',
    });
    expect(checkInEscalatedNotice({ duress: true, name: 'Ann', venue: 'The Anchor', meetPoint: 'the door' }).params).toEqual({ name: 'Ann', venue: 'The Anchor', meetPoint: 'the door' });
  });

  it('never names a meet point without its venue', () => {
    const notice = checkInEscalatedNotice({ duress: false, name: 'Ann', venue: null, meetPoint: 'the bar' });
    expect(notice.params).toEqual({ name: 'Ann' });
    expect(notice.message).not.toContain('the bar');
  });
});

test('a new business admin', () => {
  expect(businessAdminNotice('owner@example.com')).toEqual({
    key: 'business_admin',
    params: { email: 'owner@example.com' },
    title: 'New business admin',
    message: 'owner@example.com is now a business admin.',
  });
});

test('only known values are kept', () => {
  expect(knownParams({ a: 'x', b: null, c: undefined, d: '' })).toEqual({ a: 'x' });
});

test('every key a notice is made with is one the dashboard has words for', () => {
  const made = [
    reportNotice({ reason: 'other', critical: false, name: null, openReports: 1 }),
    reportNotice({ reason: 'other', critical: true, name: null, openReports: 1 }),
    duplicateFaceNotice({ name: null, otherName: null, similarity: 1 }),
    emergencyNotice({ name: null, venue: null }),
    checkInEscalatedNotice({ duress: false, name: 'A', venue: null, meetPoint: null }),
    checkInEscalatedNotice({ duress: true, name: 'A', venue: null, meetPoint: null }),
    businessAdminNotice('a@b'),
  ].map((n) => n.key);
  expect(made.sort()).toEqual([...ADMIN_NOTICE_KEYS].sort());
});
