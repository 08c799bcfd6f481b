import { describe, expect, it } from '@jest/globals';
import { CHECK_IN_RECIPIENT_NAME, EMERGENCY_RECIPIENT_NAME, shareRecipientKey } from './share-recipient.rules.js';

describe("the recipient the app named (the web names it in the person's language)", () => {
  it('the emergency button and an unanswered check-in each have their key', () => {
    expect(EMERGENCY_RECIPIENT_NAME).toBe('Trusted contacts (emergency)');
    expect(CHECK_IN_RECIPIENT_NAME).toBe('Trusted contacts (check-in)');
    expect(shareRecipientKey({ kind: 'emergency', recipient_name: EMERGENCY_RECIPIENT_NAME })).toBe('emergency');
    expect(shareRecipientKey({ kind: 'emergency', recipient_name: CHECK_IN_RECIPIENT_NAME })).toBe('checkIn');
    expect(shareRecipientKey({ kind: 'duress', recipient_name: CHECK_IN_RECIPIENT_NAME })).toBe('checkIn');
  });

  it('a person the sharer named is their words, even when they typed the same name', () => {
    expect(shareRecipientKey({ kind: 'contact', recipient_name: 'Robin' })).toBeNull();
    expect(shareRecipientKey({ kind: 'contact', recipient_name: EMERGENCY_RECIPIENT_NAME })).toBeNull();
    expect(shareRecipientKey({ kind: 'contact', recipient_name: CHECK_IN_RECIPIENT_NAME })).toBeNull();
    expect(shareRecipientKey({ kind: 'emergency', recipient_name: 'Someone else' })).toBeNull();
  });
});
