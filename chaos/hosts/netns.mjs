// The hosts of the many-hosts chaos run: Linux network namespaces joined by one bridge, each with its
// own address on a private subnet, faults between them (cuts, partitions, loss). Every name starts with
// PREFIX so that a run cleans up what an earlier, interrupted one left behind. Needs root and iproute2.
import { execFileSync, spawnSync } from 'node:child_process';

export const PREFIX = 'cvh';
export const SUBNET = '10.77.35';
export const BRIDGE = `${PREFIX}-br`;
/** The host side's address on the bridge (the clients and the balancer). */
export const HOST_IP = `${SUBNET}.1`;
export const HOSTS = {
  nats1: `${SUBNET}.11`,
  nats2: `${SUBNET}.12`,
  nats3: `${SUBNET}.13`,
  app1: `${SUBNET}.21`,
  app2: `${SUBNET}.22`,
  data: `${SUBNET}.30`,
};
export const NATS_HOSTS = ['nats1', 'nats2', 'nats3'];
export const APP_HOSTS = ['app1', 'app2'];

export const nsName = (host) => `${PREFIX}-${host}`;
/** The command prefix that runs a program on `host`. */
export const onHost = (host) => ['ip', 'netns', 'exec', nsName(host)];

const run = (cmd, args) => execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
const tryRun = (cmd, args) => spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
const inNs = (host, cmd, args) => run('ip', ['netns', 'exec', nsName(host), cmd, ...args]);

/** Our namespaces and links still present (an interrupted run's leftovers included). */
export function leftovers() {
  const namespaces = run('ip', ['netns', 'list'])
    .split('\n')
    .map((l) => l.split(' ')[0])
    .filter((n) => n.startsWith(`${PREFIX}-`));
  const links = run('ip', ['-o', 'link', 'show'])
    .split('\n')
    .map((l) => /^\d+:\s+([^:@]+)/.exec(l)?.[1])
    .filter((n) => n?.startsWith(`${PREFIX}-`));
  return { namespaces, links };
}

/** Kills every process in our namespaces (SIGKILL), deletes them and our links. Idempotent. */
export function teardown() {
  const { namespaces } = leftovers();
  for (const ns of namespaces) {
    const pids = spawnSync('ip', ['netns', 'pids', ns]).stdout?.toString().split('\n').filter(Boolean) ?? [];
    for (const pid of pids) tryRun('kill', ['-9', pid]);
  }
  for (const ns of namespaces) tryRun('ip', ['netns', 'del', ns]);
  for (const link of leftovers().links) tryRun('ip', ['link', 'del', link]);
  return leftovers();
}

/** The bridge on the host side and one namespace per host, each with its veth on the bridge. */
export function setup() {
  teardown();
  run('ip', ['link', 'add', BRIDGE, 'type', 'bridge']);
  run('ip', ['addr', 'add', `${HOST_IP}/24`, 'dev', BRIDGE]);
  run('ip', ['link', 'set', BRIDGE, 'up']);
  for (const [host, ip] of Object.entries(HOSTS)) {
    const ns = nsName(host);
    run('ip', ['netns', 'add', ns]);
    run('ip', ['link', 'add', ns, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', ns]);
    run('ip', ['link', 'set', ns, 'master', BRIDGE]);
    run('ip', ['link', 'set', ns, 'up']);
    inNs(host, 'ip', ['addr', 'add', `${ip}/24`, 'dev', 'eth0']);
    inNs(host, 'ip', ['link', 'set', 'eth0', 'up']);
    inNs(host, 'ip', ['link', 'set', 'lo', 'up']);
  }
}

/** Cuts a host off from everything (its cable unplugged: packets to and from it vanish). */
export const cut = (host) => run('ip', ['link', 'set', nsName(host), 'down']);
export const reconnect = (host) => run('ip', ['link', 'set', nsName(host), 'up']);

/**
 * nftables in `host`'s namespace: drops `share` (0..1, 1 = all) of the packets between it and `peers`,
 * both ways. One table per host, replaced by each call; heal(host) removes it.
 */
export function drop(host, peers, share = 1) {
  heal(host);
  const ips = `{ ${peers.map((p) => HOSTS[p]).join(', ')} }`;
  const match = share >= 1 ? 'drop' : `numgen random mod 1000 < ${Math.round(share * 1000)} drop`;
  const rules = [
    `table inet ${PREFIX} {`,
    `  chain out { type filter hook output priority 0; ip daddr ${ips} ${match}; }`,
    `  chain in { type filter hook input priority 0; ip saddr ${ips} ${match}; }`,
    `}`,
  ].join('\n');
  execFileSync('ip', ['netns', 'exec', nsName(host), 'nft', '-f', '-'], { input: rules });
}
export const heal = (host) => tryRun('ip', ['netns', 'exec', nsName(host), 'nft', 'delete', 'table', 'inet', PREFIX]);

/** Kills every process on a host (kill -9), as a power cut would. Returns how many. */
export function killHost(host) {
  const pids =
    spawnSync('ip', ['netns', 'pids', nsName(host)])
      .stdout?.toString()
      .split('\n')
      .filter(Boolean) ?? [];
  for (const pid of pids) tryRun('kill', ['-9', pid]);
  return pids.length;
}
