// Where a cold signed-in screen's main thread goes on a slow phone: the phone bench's world (bench/web-phone.mjs),
// each screen opened cold in Chromium at 390×844 with the CPU slowed 4× (Lighthouse's mobile profile, no network
// throttling), sampled by V8's profiler until the screen's content shows. Prints the time by script file and the
// busiest functions. A diagnosis, not a scenario of `npm run bench`:
//   node bench/web-profile.mjs                      # /app, /conversations, /chat/<id>, /live-discovery, /admin
//   node bench/web-profile.mjs /conversations /admin
// It found zod (and the schemas it builds as it loads) at 100–280 ms of those screens' 4× CPU.
import { chromium } from '@playwright/test';
import { benchStack } from './lib.mjs';
import { world } from './web-phone.mjs';

/** What each screen shows once it has drawn its content (the bench's world makes it). */
const SHOWN = {
  '/app': 'Check In',
  '/conversations': 'Are you at the bar',
  '/chat/<id>': 'Are you at the bar',
  '/live-discovery': 'walking distance',
  '/admin': 'Revenue stays',
};

async function profileCold(browser, baseUrl, cookie, path, shownText) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  await context.addCookies(
    cookie
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: baseUrl })),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const started = Date.now();
  await page.goto(baseUrl + path);
  await page.getByText(shownText).first().waitFor({ timeout: 30_000 });
  const shownMs = Date.now() - started;
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();

  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byFunction = new Map();
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id);
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() || '(native)'}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const byFile = new Map();
  for (const [key, ms] of byFunction) {
    const file = key.slice(key.lastIndexOf(' ') + 1);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  }
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log(`\n${path}: content shown after ${shownMs} ms (4× CPU)`);
  console.log(
    `  by file: ${top(byFile, 12)
      .map(([file, ms]) => `${file} ${ms.toFixed(0)}`)
      .join(' · ')}`,
  );
  for (const [key, ms] of top(byFunction, 15)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${key}`);
}

async function run() {
  const bench = await benchStack('profile', {}, { timeoutMs: 180_000 });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const { cookie, conversationId } = await world(bench);
    const wanted = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(SHOWN);
    for (const label of wanted) {
      const shown = SHOWN[label] ?? SHOWN[label.startsWith('/chat/') ? '/chat/<id>' : label];
      if (!shown) throw new Error(`${label}: not one of ${Object.keys(SHOWN).join(', ')}`);
      await profileCold(browser, bench.baseUrl, cookie, label.replace('<id>', conversationId), shown);
    }
  } finally {
    await browser.close();
    await bench.stop();
  }
}

await run();
process.exit(0);
