import { liveNearbyResponseSchema, templateIceBreakerLines } from '@converge/contracts';
import { asciiJson, nearbyAnswer, type PageEntry } from './nearby-answer.js';
import type { LiveCard, StoredStatus } from './live-status.store.js';

const status = (over: Partial<StoredStatus> = {}): StoredStatus => ({
  statusId: 's-1',
  userId: 'u-1',
  row: 1,
  col: 2,
  latitude: 52.5,
  longitude: 13.4,
  at: 1_000,
  currentActivity: 'studying',
  currentMood: 'focused',
  statusMessage: 'Café “Kranzler” — upstairs 😀',
  interestTags: ['jazz', 'Ölmalerei'],
  lookingFor: [],
  ...over,
});
const card = (over: Partial<LiveCard> = {}): LiveCard => ({ displayName: 'Zoë', age: 31, photo: null, gender: null, lookingFor: ['Women'], isIncognito: false, isVerified: true, ...over });
const me = { displayName: 'Me', currentActivity: 'studying' as const, currentMood: 'friendly' as const, interestTags: ['jazz'], statusMessage: null, venueName: null };

function entry(s: StoredStatus, c: LiveCard, distance: number, seen: number): PageEntry {
  const them = { displayName: c.displayName, currentActivity: s.currentActivity, currentMood: s.currentMood, interestTags: s.interestTags, statusMessage: s.statusMessage, venueName: null };
  return { status: s, card: c, seen, distance, iceBreakers: templateIceBreakerLines(me, them) };
}

/** What the handler answered before the answer was written as text: the objects, serialised by the RPC host. */
function asObjects(count: number, page: PageEntry[]) {
  return {
    count,
    people: page.map(({ status: s, card: c, seen, distance, iceBreakers }) => ({
      id: s.statusId,
      userId: s.userId,
      profile: { displayName: c.displayName, age: c.age, photo: c.photo, isVerified: c.isVerified },
      currentActivity: s.currentActivity,
      currentMood: s.currentMood,
      lookingFor: s.lookingFor.length > 0 ? s.lookingFor : c.lookingFor.length > 0 ? c.lookingFor : ['Everyone'],
      statusMessage: s.statusMessage,
      interestTags: s.interestTags,
      iceBreakers: iceBreakers.map((l) => l.text),
      iceBreakerMessages: iceBreakers.map((l) => l.message),
      distance,
      lastSeen: new Date(seen).toISOString(),
    })),
  };
}

describe('nearbyAnswer', () => {
  it('says what JSON.stringify of the objects said, key for key and in the same order, in ASCII only', () => {
    const page = [
      entry(status(), card(), 25, 5_000),
      entry(status({ statusId: 's-2', userId: 'u-2', statusMessage: null, lookingFor: ['Men'] }), card({ lookingFor: [], photo: '/p.jpg', age: null }), 50, 6_000),
      entry(status({ statusId: 's-3', userId: 'u-3', interestTags: [] }), card({ lookingFor: [] }), 75, 7_000),
      // An LLM's lines: text without a key.
      {
        ...entry(status({ statusId: 's-4', userId: 'u-4' }), card(), 100, 8_000),
        iceBreakers: [
          { text: 'Ein “Kaffee” — jetzt?', message: null },
          { text: 'Two', message: null },
        ],
      },
      // A meet point's opener: two arguments, one of them a key.
      {
        ...entry(status({ statusId: 's-5', userId: 'u-5' }), card(), 100, 8_000),
        iceBreakers: [{ text: 'Shall we meet at the Bar?', message: { key: 'meetAtThe', params: { meetPoint: 'Bär', meetPointKey: 'bar' } } as const }],
      },
    ];
    const { json } = nearbyAnswer(7, page);
    expect(json).toMatch(/^[\x00-\x7f]*$/);
    expect(JSON.parse(json)).toEqual(asObjects(7, page));
    // Same keys in the same order as the object form serialised.
    expect(JSON.stringify(JSON.parse(json))).toBe(JSON.stringify(asObjects(7, page)));
    expect(liveNearbyResponseSchema.safeParse(JSON.parse(json)).success).toBe(true);
    expect(JSON.parse(json).people[0].iceBreakers.join(' ')).toContain('—');
    // Twice: the second answer is written from the kept texts.
    expect(nearbyAnswer(7, page).json).toBe(json);
  });

  it('an empty page is an empty list', () => {
    expect(JSON.parse(nearbyAnswer(0, []).json)).toEqual({ count: 0, people: [] });
  });

  it('a changed card or status of the same person is written anew, never the kept text', () => {
    const s = status();
    const first = JSON.parse(nearbyAnswer(1, [entry(s, card(), 25, 5_000)]).json);
    const renamed = JSON.parse(nearbyAnswer(1, [entry(s, card({ displayName: 'Zoe', isVerified: false }), 25, 5_000)]).json);
    expect(first.people[0].profile).toMatchObject({ displayName: 'Zoë', isVerified: true });
    expect(renamed.people[0].profile).toMatchObject({ displayName: 'Zoe', isVerified: false });
    const moved = JSON.parse(nearbyAnswer(1, [entry(status({ currentMood: 'open_to_chat', statusMessage: 'Now here' }), card(), 50, 9_000)]).json);
    expect(moved.people[0]).toMatchObject({ currentMood: 'open_to_chat', statusMessage: 'Now here', distance: 50, lastSeen: new Date(9_000).toISOString() });
  });
});

describe('asciiJson', () => {
  it('escapes every character beyond ASCII, surrogates and controls included, and parses back to the same value', () => {
    const value = { a: 'é — ’ “x” 😀 \u2028 \ud800 \n\t"\\', b: ['ü', 1, null, true] };
    const text = asciiJson(value);
    expect(text).toMatch(/^[\x00-\x7f]*$/);
    expect(JSON.parse(text)).toEqual(value);
    expect(asciiJson({ plain: 'ascii' })).toBe(JSON.stringify({ plain: 'ascii' }));
  });
});
