// temp micro benchmark (not committed)
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { performance } from 'node:perf_hooks';
const { snapToCell, cellCentre } = await import('../libs/contracts/dist/index.js');
const redis = new Redis();
const ns = `microlive${Math.floor(Math.random() * 1e6)}:`;
const BOX = { lat: [52.46, 52.57], lng: [13.31, 13.49] };
const ids = [];
const now = Date.now();
for (let o = 0; o < 100000; o += 5000) {
  const b = redis.pipeline();
  for (let i = o; i < o + 5000; i++) {
    const userId = randomUUID(); ids.push(userId);
    const point = { latitude: BOX.lat[0] + Math.random() * 0.11, longitude: BOX.lng[0] + Math.random() * 0.18 };
    const cell = snapToCell(point); const c = cellCentre(cell);
    const status = { statusId: randomUUID(), userId, row: cell.row, col: cell.col, ...point, at: now, currentActivity: 'studying', currentMood: 'friendly', statusMessage: 'Around for a bit', interestTags: ['jazz', 'chess'], lookingFor: [] };
    const card = { displayName: `Live ${userId.slice(0, 6)}`, age: 30, photo: null, gender: null, lookingFor: ['Everyone'], isIncognito: Math.random() < 0.05, isVerified: false };
    b.set(`${ns}live:s:${userId}`, JSON.stringify(status), 'PX', 600000).set(`${ns}live:c:${userId}`, JSON.stringify(card), 'PX', 600000).geoadd(`${ns}live:geo`, c.longitude, c.latitude, userId).zadd(`${ns}live:seen`, now, userId);
  }
  await b.exec();
}
const { LiveStatusStore } = await import('../services/venue/dist/live-status/live-status.store.js');
const store = new LiveStatusStore(redis, { redisPrefix: ns });
const viewers = ids.slice(0, 50);
for (const v of viewers) await store.loadExclusions(v, [], []);
async function old(v, r) {
  const res = await redis.pipeline().get(`${ns}live:s:${v}`).zscore(`${ns}live:seen`, v).geosearch(`${ns}live:geo`, 'FROMMEMBER', v, 'BYRADIUS', r + 2, 'm', 'ASC', 'COUNT', 300).exec();
  const found = res[2][1];
  const keys = found.flatMap((id) => [`${ns}live:s:${id}`, `${ns}live:c:${id}`]);
  const [raws, seens] = await Promise.all([redis.mget(keys), redis.zmscore(`${ns}live:seen`, ...found)]);
  return raws.map((x) => x && JSON.parse(x)).length + seens.length;
}
const nu = (v, r) => store.nearby(v, r, now - 600000);
async function stats() {
  const txt = await redis.info('commandstats'); const m = {};
  for (const line of txt.split('\n')) { const x = /^cmdstat_(\w+):calls=(\d+),usec=(\d+)/.exec(line); if (x) m[x[1]] = Number(x[3]); }
  return m;
}
async function time(name, f, r) {
  const st0 = await stats();
  const cpu0 = process.cpuUsage(); const t0 = performance.now(); const N = 1000;
  for (let i = 0; i < N; i++) await f(viewers[i % 50], r);
  const cpu = process.cpuUsage(cpu0);
  const st1 = await stats();
  const redisUs = ['eval', 'geosearch', 'mget', 'zmscore', 'get', 'zscore'].reduce((t, k) => t + ((st1[k] ?? 0) - (st0[k] ?? 0)), 0);
  console.log(name, r, 'redis cmd µs/op', (redisUs / N).toFixed(0), 'wall/op µs', ((performance.now() - t0) * 1000 / N).toFixed(0), 'node cpu/op µs', ((cpu.user + cpu.system) / N).toFixed(0));
}
for (const r of [100, 500]) for (let k = 0; k < 2; k++) { await time('old', old, r); await time('lua', nu, r); }
const s = await redis.scan; 
// cleanup
let cursor = '0'; do { const [c, keys] = await redis.scan(cursor, 'MATCH', `${ns}*`, 'COUNT', 5000); cursor = c; if (keys.length) await redis.unlink(...keys); } while (cursor !== '0');
redis.disconnect();
