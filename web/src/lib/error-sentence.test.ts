import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, serverMessage } from './api-client';
import { valuesIn } from './error-sentence';
import { setLanguage } from './i18n';

/** An answer of the gateway, as the web receives it. */
const answer = (status: number, code: string, message: string) => new ApiError(status, JSON.stringify({ code, message }), 'Error');

describe('a server error in the person’s language', () => {
  afterEach(() => setLanguage('en'));

  it('English shows the server’s own sentence, word for word', async () => {
    await setLanguage('en');
    expect(serverMessage(answer(403, 'CONVERSATION_WITH_SELF', 'You cannot start a conversation with yourself.'), 'Failed')).toBe('You cannot start a conversation with yourself.');
    expect(serverMessage(answer(422, 'NOT_AT_VENUE', "You're not at The Anchor"), 'Failed')).toBe("You're not at The Anchor");
  });

  it('a German person reads the German sentence of the code, with the server’s values in it', async () => {
    await setLanguage('de');
    expect(serverMessage(answer(403, 'CONVERSATION_WITH_SELF', 'You cannot start a conversation with yourself.'), 'Failed')).toBe('Du kannst keine Unterhaltung mit dir selbst beginnen.');
    expect(serverMessage(answer(422, 'NOT_AT_VENUE', "You're not at The Anchor"), 'Failed')).toBe('Du bist nicht bei The Anchor');
    expect(serverMessage(answer(429, 'RATE_LIMITED', 'Too many requests. Please wait a moment and try again.'), 'Failed')).toBe(
      'Zu viele Anfragen. Bitte warte einen Moment und versuche es dann noch einmal.',
    );
  });

  it('a number in the sentence picks the language’s plural form', async () => {
    await setLanguage('de');
    expect(serverMessage(answer(422, 'WRONG_CODE', 'That code is not correct. 1 try left.'), 'Failed')).toBe('Dieser Code ist nicht korrekt. Noch 1 Versuch.');
    expect(serverMessage(answer(422, 'WRONG_CODE', 'That code is not correct. 4 tries left.'), 'Failed')).toBe('Dieser Code ist nicht korrekt. Noch 4 Versuche.');
    await setLanguage('ar');
    expect(serverMessage(answer(422, 'WRONG_CODE', 'That code is not correct. 2 tries left.'), 'Failed')).toBe('هذا الرمز غير صحيح. تتبقى محاولتان.');
  });

  it('an unknown code, a validation sentence or changed words show the server’s sentence as it is', async () => {
    await setLanguage('de');
    expect(serverMessage(answer(409, 'SOMETHING_NEW', 'Something the web does not know yet.'), 'Failed')).toBe('Something the web does not know yet.');
    expect(serverMessage(answer(400, 'BAD_REQUEST', 'Name can have at most 100 characters.'), 'Failed')).toBe('Name can have at most 100 characters.');
    expect(serverMessage(answer(403, 'CONVERSATION_WITH_SELF', 'You may not talk to yourself.'), 'Failed')).toBe('You may not talk to yourself.');
  });

  it('without a sentence from the server the fallback shows', async () => {
    await setLanguage('de');
    expect(serverMessage(new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway'), 'Fallback')).toBe('Fallback');
  });
});

describe('valuesIn', () => {
  it('reads the values back out of the sentence by its English message', () => {
    expect(valuesIn('You are already connected with {name}.', 'You are already connected with Ana Lee.')).toEqual({ name: 'Ana Lee' });
    expect(valuesIn('That code is not correct. {count} tries left.', 'That code is not correct. 3 tries left.')).toEqual({ count: 3 });
    expect(valuesIn('Match not found.', 'Match not found.')).toEqual({});
    expect(valuesIn('Match not found.', 'Match (not) found.')).toBeNull();
  });
});
