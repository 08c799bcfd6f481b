// The faults of the many-hosts run. Each has inject() and heal() on the started cluster, and how long
// it lasts; `probe` marks the one during which events are published straight to JetStream and read
// back afterwards. The kernel here has no sch_netem (tc's netem qdisc is unknown): packet loss is
// nftables' and latency comes from the delay relays (delay-relay.mjs) that the app hosts reach NATS
// through in the full form; see docs/GUARANTEES.md.
import { sleep, waitFor } from '../lib.mjs';
import { APP_HOSTS, HOSTS, NATS_HOSTS, cut, drop, heal, reconnect } from './netns.mjs';

const healthy = async (url) => {
  const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) }).catch(() => undefined);
  await res?.arrayBuffer();
  return res?.ok === true;
};

export const FAULTS = {
  /** nats1 loses its routes to nats2 and nats3 (its clients stay connected to it), then heals. */
  'nats-partition': {
    inject: () => drop('nats1', ['nats2', 'nats3']),
    heal: () => heal('nats1'),
  },
  /** app1's cable is pulled: its sockets time out and reconnect through the balancer to app2. */
  'app-cut': {
    // Long enough for socket.io's ping timeout (20 s interval + 20 s timeout) to move every socket.
    faultMs: 50_000,
    inject: () => cut('app1'),
    heal: async (cluster) => {
      reconnect('app1');
      await waitFor('app1 healthy again', () => healthy(cluster.gatewayUrl('app1')), 120_000);
    },
  },
  /** kill -9 of every process on app1 (gateway and all services); then its stack starts again. */
  'app-kill': {
    inject: (cluster) => cluster.killApp('app1'),
    heal: (cluster) => cluster.startApp('app1'),
  },
  /** kill -9 of nats2 (a power loss for the process); it restarts from its store folder. */
  'nats-kill': {
    probe: true,
    inject: (cluster) => cluster.nats.nats2.kill9(),
    heal: async (cluster) => {
      cluster.nats.nats2.start();
      await waitFor('nats2 healthy again', () => cluster.nats.nats2.healthy(), 60_000);
    },
  },
  /** 5 % of the packets between each app host and each NATS host are dropped, both ways. */
  'nats-loss': {
    inject: () => {
      for (const host of APP_HOSTS) drop(host, NATS_HOSTS, 0.05);
    },
    heal: () => {
      for (const host of APP_HOSTS) heal(host);
    },
  },
  /**
   * 200 ms more each way between each app host and each NATS host (its delay relay switched on, so
   * 400 ms more per round trip), and 5 % of those packets dropped as in nats-loss. Full form only:
   * the cluster must have been started with relays.
   */
  'nats-latency': {
    inject: (cluster) => {
      if (!Object.keys(cluster.relays).length) throw new Error('nats-latency needs the delay relays (startCluster({ relayDelayMs }))');
      for (const host of APP_HOSTS) {
        cluster.relays[host].on();
        drop(host, NATS_HOSTS, 0.05);
      }
    },
    heal: (cluster) => {
      for (const host of APP_HOSTS) {
        cluster.relays[host].off();
        heal(host);
      }
    },
  },
  /** Postgres crashes (immediate stop) for 3 s, then Redis stops for 2 s, on the data host. */
  'data-restart': {
    inject: async (cluster) => {
      await cluster.data.restartPostgres(3000);
      await sleep(2000);
      await cluster.data.restartRedis(2000);
    },
    heal: () => undefined,
  },
};

/** The short form (`npm test`): one NATS partition and one app-host kill. */
export const SHORT = ['nats-partition', 'app-kill'];
export const FULL = Object.keys(FAULTS);
export { HOSTS };
