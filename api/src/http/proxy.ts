/**
 * Which proxies' X-Forwarded-For the API believes, from TRUST_PROXY_HOPS (how many proxies stand
 * in front of it, default 0) or TRUST_PROXY (their addresses or CIDR ranges, comma-separated).
 */
export function trustedProxies(env: { TRUST_PROXY_HOPS?: string | undefined; TRUST_PROXY?: string | undefined }): number | string[] {
  const list = (env.TRUST_PROXY ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  if (list.some((entry) => entry === 'true' || /^\d+$/.test(entry))) {
    throw new Error('TRUST_PROXY lists proxy addresses or CIDR ranges; set TRUST_PROXY_HOPS to the number of proxies in front of the API instead');
  }
  const hops = Number(env.TRUST_PROXY_HOPS ?? 0);
  if (!Number.isInteger(hops) || hops < 0) throw new Error(`TRUST_PROXY_HOPS must be a whole number of proxies, not ${env.TRUST_PROXY_HOPS}`);
  if (list.length > 0 && hops > 0) throw new Error('Set either TRUST_PROXY_HOPS or TRUST_PROXY, not both');
  return list.length > 0 ? list : hops;
}
