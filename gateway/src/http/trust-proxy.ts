/**
 * Which proxies' X-Forwarded-For the gateway believes (TRUST_PROXY), for request.ip and so for the
 * per-IP limits (sign-in, registration). Believing every client's header would let anyone pick a new
 * address per request and walk past those limits, so the default trusts no one: right when browsers
 * reach the gateway directly (npm start, docker compose). Behind an ingress or load balancer, set
 * the number of proxy hops ("1") or their addresses/CIDRs ("10.0.0.0/8,127.0.0.1").
 */
export function trustProxySetting(value: string | undefined = process.env.TRUST_PROXY): boolean | string | ((address: string, hop: number) => boolean) {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === 'false') return false;
  if (setting === 'true') return true;
  if (/^\d+$/.test(setting)) {
    // The nearest `hops` proxies are ours; the address before them is the client's.
    const hops = Number(setting);
    return (_address: string, hop: number) => hop < hops;
  }
  return setting;
}
