// Cost of the answer check on realistic payloads: zod parse (production) and parse + undeclared-field walk (dev/test).
import { discoveryProfileListSchema, conversationListSchema, pingSchema } from '@converge/contracts';
const profile = (i) => ({ id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, profile: { displayName: `Person ${i}`, age: 20 + (i % 40), bio: 'Climbing, jazz and late-night ramen. '.repeat(3), photos: [`/api/photos/a${i}.jpg`, `/api/photos/b${i}.jpg`], isVerified: i % 2 === 0, verificationLevel: 'basic', interestTags: ['music', 'travel', 'food'] } });
const cases = [
  ['ping', pingSchema, { service: 'chat', pong: true }],
  ['discovery 50 profiles', discoveryProfileListSchema, Array.from({ length: 50 }, (_, i) => profile(i))],
];
const isPlain = (v) => typeof v === 'object' && v !== null && [Object.prototype, null].includes(Object.getPrototypeOf(v));
function undeclared(sent, parsed, path = [], found = {}) {
  if (Array.isArray(sent) && Array.isArray(parsed)) sent.forEach((x, i) => undeclared(x, parsed[i], [...path, String(i)], found));
  else if (isPlain(sent) && isPlain(parsed)) for (const [k, v] of Object.entries(sent)) { if (!(k in parsed)) { if (v !== undefined) found[[...path, k].join('.')] = 'x'; } else undeclared(v, parsed[k], [...path, k], found); }
  return found;
}
for (const [name, schema, value] of cases) {
  const bytes = JSON.stringify(value).length;
  const n = name === 'ping' ? 200000 : 5000;
  for (let i = 0; i < n / 10; i++) schema.safeParse(value);
  let t = process.hrtime.bigint();
  for (let i = 0; i < n; i++) schema.safeParse(value);
  const parse = Number(process.hrtime.bigint() - t) / n / 1000;
  t = process.hrtime.bigint();
  for (let i = 0; i < n; i++) { const r = schema.safeParse(value); undeclared(value, r.data); }
  const both = Number(process.hrtime.bigint() - t) / n / 1000;
  t = process.hrtime.bigint();
  for (let i = 0; i < n; i++) JSON.stringify(value);
  const ser = Number(process.hrtime.bigint() - t) / n / 1000;
  console.log(`${name} (${bytes} B JSON): parse ${parse.toFixed(1)} µs; parse+undeclared walk ${both.toFixed(1)} µs; JSON.stringify (for scale) ${ser.toFixed(1)} µs`);
}
