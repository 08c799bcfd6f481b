import * as n from './netns.mjs';
import { startCluster } from './cluster.mjs';
n.setup();
const t0 = Date.now();
try {
  const c = await startCluster({ log: (l) => console.log(((Date.now()-t0)/1000).toFixed(1), l) });
  const r = await fetch(`${c.baseUrl}/api/health`); console.log(r.status, await r.text());
  await c.stop();
} catch (e) { console.error('ERR', e); }
finally { console.log(n.teardown()); }
