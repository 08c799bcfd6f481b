import { randomUUID } from 'node:crypto';
import { eventually } from '@converge/platform';
import { MatchingModule } from '@converge/matching';
import { startGatewayTestStack, type GatewayTestStack } from './support/test-stack.js';
import { standInIdentityGate } from './support/sockets.js';
import { publishEvent, sessionPerson, type Person } from './support/people.js';

/** Discovery cards carry the interest tags from ProfileUpdated, through the real gateway and matching. */
let stack: GatewayTestStack;

beforeAll(async () => {
  stack = await startGatewayTestStack([MatchingModule]);
  standInIdentityGate(stack);
}, 60_000);

afterAll(() => stack?.close());

const checkIn = (p: Person, venueId: string) =>
  publishEvent(stack, 'CheckedIn', { userId: p.userId, venueId, checkInId: randomUUID(), expiresAt: new Date(Date.now() + 3_600_000).toISOString(), mode: 'dating' });

test("a discovery card shows the person's interest tags", async () => {
  const venueId = randomUUID();
  const [ava, ben] = [await sessionPerson(stack, 'Ava'), await sessionPerson(stack, 'Ben')];
  await publishEvent(stack, 'ProfileUpdated', {
    userId: ben.userId,
    displayName: 'Ben',
    age: 30,
    bio: '',
    photos: [],
    gender: 'man',
    lookingFor: ['Everyone'],
    isIncognito: false,
    interestTags: ['hiking', 'jazz'],
  });
  await checkIn(ava, venueId);
  await checkIn(ben, venueId);
  await eventually("Ben is on Ava's discovery with his tags", async () => {
    const res = await ava.request('GET', `/api/discovery/profiles?venueId=${venueId}`);
    const card = (res.body as Array<{ id: string; profile: { interestTags: string[] } }>).find?.((c) => c.id === ben.userId);
    return card?.profile.interestTags.join(',') === 'hiking,jazz';
  });
});
