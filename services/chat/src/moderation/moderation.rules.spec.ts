import { hurtfulOf, moderationView, scamOf, sendDecision } from './moderation.rules.js';

describe('moderation rules', () => {
  test('hurtful and scam categories are told apart', () => {
    expect(hurtfulOf(['harassment', 'money', 'hate', 'off_platform'])).toEqual(['harassment', 'hate']);
    expect(scamOf(['harassment', 'money', 'hate', 'off_platform'])).toEqual(['money', 'off_platform']);
    expect(hurtfulOf(['sexual', 'threat'])).toEqual(['sexual', 'threat']);
    expect(scamOf([])).toEqual([]);
  });

  test('a hurtful text asks "Are you sure?" until confirmed', () => {
    expect(sendDecision(['threat', 'money'], false)).toEqual({ ask: ['threat'] });
    expect(sendDecision(['threat', 'money'], true)).toEqual({ flagged: ['threat'], scam: ['money'] });
  });

  test('a scam signal alone never stops a message', () => {
    expect(sendDecision(['money', 'off_platform'], false)).toEqual({ flagged: [], scam: ['money', 'off_platform'] });
  });

  test('a clean text goes out unflagged, confirmed or not', () => {
    expect(sendDecision([], false)).toEqual({ flagged: [], scam: [] });
    expect(sendDecision([], true)).toEqual({ flagged: [], scam: [] });
  });

  test('the sender sees nothing of a flag or a caution', () => {
    expect(moderationView({ sender_id: 'a', flagged_categories: ['hate'], caution: true }, 'a')).toEqual({});
  });

  test('the recipient sees the flag, the prompt until dismissed, and the caution', () => {
    expect(moderationView({ sender_id: 'a', flagged_categories: ['hate'], bother_dismissed_at: null, caution: true }, 'b')).toEqual({
      flagged: true,
      categories: ['hate'],
      botherPrompt: true,
      scamCaution: true,
    });
    expect(moderationView({ sender_id: 'a', flagged_categories: ['hate'], bother_dismissed_at: new Date() }, 'b')).toEqual({ flagged: true, categories: ['hate'], botherPrompt: false });
  });

  test('an unflagged message has no moderation fields, whatever the columns say', () => {
    expect(moderationView({ sender_id: 'a', flagged_categories: [], caution: false }, 'b')).toEqual({});
    expect(moderationView({ sender_id: 'a', flagged_categories: null, caution: null }, 'b')).toEqual({});
    expect(moderationView({ sender_id: 'a' }, 'b')).toEqual({});
  });
});
