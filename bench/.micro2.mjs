import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
const { snapToCell, cellCentre } = await import('../libs/contracts/dist/index.js');
const redis = new Redis();
const ns = `microlive${Math.floor(Math.random() * 1e6)}:`;
const ids = []; const now = Date.now();
for (let o = 0; o < 100000; o += 5000) {
  const b = redis.pipeline();
  for (let i = o; i < o + 5000; i++) {
    const userId = randomUUID(); ids.push(userId);
    const point = { latitude: 52.46 + Math.random() * 0.11, longitude: 13.31 + Math.random() * 0.18 };
    const cell = snapToCell(point); const c = cellCentre(cell);
    const status = { statusId: randomUUID(), userId, row: cell.row, col: cell.col, ...point, at: now, currentActivity: 'studying', currentMood: 'friendly', statusMessage: 'Around for a bit', interestTags: ['jazz', 'chess'], lookingFor: [] };
    const card = { displayName: `Live ${userId.slice(0, 6)}`, age: 30, photo: null, gender: null, lookingFor: ['Everyone'], isIncognito: Math.random() < 0.05, isVerified: false };
    b.set(`${ns}live:s:${userId}`, JSON.stringify(status)).set(`${ns}live:c:${userId}`, JSON.stringify(card)).geoadd(`${ns}live:geo`, c.longitude, c.latitude, userId).zadd(`${ns}live:seen`, now, userId);
  }
  await b.exec();
}
const head = `local p, me = ARGV[1], ARGV[2]
local found = redis.call('GEOSEARCH', KEYS[1], 'FROMMEMBER', me, 'BYRADIUS', ARGV[3], 'm', 'ASC', 'COUNT', 300)
local ids, keys = {}, {}
for _, id in ipairs(found) do ids[#ids + 1] = id; keys[#keys + 1] = p .. 'live:s:' .. id; keys[#keys + 1] = p .. 'live:c:' .. id end
`;
const variants = {
  geo: `local found = redis.call('GEOSEARCH', KEYS[1], 'FROMMEMBER', ARGV[2], 'BYRADIUS', ARGV[3], 'm', 'ASC', 'COUNT', 300) return #found`,
  keys: head + 'return #keys',
  fetch: head + `local seens = redis.call('ZMSCORE', KEYS[2], unpack(ids)) local values = redis.call('MGET', unpack(keys)) return #values`,
  concat: head + `local seens = redis.call('ZMSCORE', KEYS[2], unpack(ids)) local values = redis.call('MGET', unpack(keys))
local out = {} for i, id in ipairs(ids) do out[#out + 1] = '[' .. seens[i] .. ',' .. values[2*i-1] .. ',' .. values[2*i] .. ',0]' end return table.concat(out, ',')`,
  concat2: head + `local seens = redis.call('ZMSCORE', KEYS[2], unpack(ids)) local values = redis.call('MGET', unpack(keys))
local out = {} for i, id in ipairs(ids) do out[#out + 1] = '['; out[#out + 1] = seens[i]; out[#out+1] = ','; out[#out+1] = values[2*i-1]; out[#out+1] = ','; out[#out+1] = values[2*i]; out[#out+1] = ',0]' end return table.concat(out, ',')`,
};
async function evalUs() { const t = await redis.info('commandstats'); return Number(/cmdstat_eval:calls=\d+,usec=(\d+)/.exec(t)?.[1] ?? 0); }
for (const r of [100, 500]) for (const [name, script] of Object.entries(variants)) {
  const u0 = await evalUs(); const N = 300;
  for (let i = 0; i < N; i++) await redis.eval(script, 2, `${ns}live:geo`, `${ns}live:seen`, ns, ids[i % 50], String(r + 2));
  console.log(r, name, 'eval µs/op', ((await evalUs() - u0) / N).toFixed(0));
}
let cursor = '0'; do { const [c, keys] = await redis.scan(cursor, 'MATCH', `${ns}*`, 'COUNT', 5000); cursor = c; if (keys.length) await redis.unlink(...keys); } while (cursor !== '0');
redis.disconnect();
