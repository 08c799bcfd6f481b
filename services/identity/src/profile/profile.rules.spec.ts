import { RpcError } from '@converge/contracts';
import { nameRevealsEmail, normalizeInterestTags, PHOTO_NOT_YOURS, PHOTO_TWICE, resolvePhotoRefs } from './profile.rules.js';

const own = [
  { id: '11111111-1111-4111-8111-111111111111', full_key: 'aaa.webp', thumb_key: 'aaa_t.webp' },
  { id: '22222222-2222-4222-8222-222222222222', full_key: 'bbb.webp', thumb_key: 'bbb_t.webp' },
];

describe('resolvePhotoRefs', () => {
  test('ids and URLs, in the given order (the first is the main photo)', () => {
    expect(resolvePhotoRefs(own, ['/api/photos/bbb_t.webp', own[0]!.id])).toEqual([own[1], own[0]]);
  });
  test("someone else's or an unknown photo is 422 naming the photos field", () => {
    const err = (() => {
      try {
        resolvePhotoRefs(own, [own[0]!.id, '33333333-3333-4333-8333-333333333333']);
      } catch (e) {
        return e as RpcError;
      }
    })();
    expect(err).toBeInstanceOf(RpcError);
    expect(err!.status).toBe(422);
    expect(err!.fields).toEqual({ photos: PHOTO_NOT_YOURS });
  });
  test('the same photo twice is 400', () => {
    expect(() => resolvePhotoRefs(own, [own[0]!.id, '/api/photos/aaa.webp'])).toThrow(PHOTO_TWICE);
  });
});

describe('normalizeInterestTags', () => {
  test('trims, collapses spaces and drops duplicates of any case, keeping the first spelling', () => {
    expect(normalizeInterestTags([' Jazz ', 'live   music', 'jazz', ''])).toEqual(['Jazz', 'live music']);
  });
  test('a tag written with a lookalike capital (the Kelvin sign for K) is the same tag', () => {
    expect(normalizeInterestTags(['kayak', '\u212Aayak'])).toEqual(['kayak']);
  });
});

describe('nameRevealsEmail (no public name made of an email address)', () => {
  it('a handle with digits, however spaced or cased, is refused', () => {
    expect(nameRevealsEmail('ux b 47359', 'ux-b-47359@example.com')).toBe(true);
    expect(nameRevealsEmail('UX-B-47359', 'ux-b-47359@example.com')).toBe(true);
    expect(nameRevealsEmail('sam 1990', 'sam.1990+dating@example.com')).toBe(true);
  });
  it('the handle written without its dots or dashes, or with its +tag, is refused too', () => {
    expect(nameRevealsEmail('uxb47359', 'ux-b-47359@example.com')).toBe(true);
    expect(nameRevealsEmail('sam 1990 dating', 'sam.1990+dating@example.com')).toBe(true);
  });
  it('a handle in other scripts and letters is caught too: ß as written, a lookalike K (the Kelvin sign) as k', () => {
    expect(nameRevealsEmail('Straße 1', 'straße1@example.de')).toBe(true);
    expect(nameRevealsEmail('\u212Aate 1', 'kate1@example.com')).toBe(true);
  });
  it('a name of only symbols or emoji spells no handle', () => {
    expect(nameRevealsEmail('🎉', '+4412345@example.com')).toBe(false);
  });
  it('a real name is fine, even when it is the whole handle', () => {
    expect(nameRevealsEmail('Alice', 'alice@example.com')).toBe(false);
    expect(nameRevealsEmail('John Smith', 'john.smith@example.com')).toBe(false);
    expect(nameRevealsEmail('Uma', 'ux-b-47359@example.com')).toBe(false);
  });
});
