import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Resolves a host to its addresses (stubbed in tests). */
export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv4 address written inside IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 address. */
function normalise(address: string): { address: string; type: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return { address: mapped[1], type: 'ipv4' };
  return { address, type: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

/** Whether an endpoint may be reached at this address: public ones, and loopback only when allowed (demo). */
export function addressAllowed(address: string, allowLoopback: boolean): boolean {
  const { address: ip, type } = normalise(address);
  if (allowLoopback && loopback.check(ip, type)) return true;
  return !blocked.check(ip, type);
}

export class UnsafeEndpointError extends Error {}

/**
 * The address to connect to for `url`, after checking every address its host resolves to: one
 * private answer refuses the host (a second lookup could pick it).
 */
export async function checkedAddress(url: string, options: { allowLoopback: boolean; resolve?: Resolver }): Promise<{ address: string; family: number }> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  const addresses = literal ? [{ address: host, family: literal }] : await (options.resolve ?? systemResolver)(host).catch(() => []);
  if (addresses.length === 0) throw new UnsafeEndpointError(`Host '${host}' does not resolve`);
  for (const entry of addresses) {
    if (!addressAllowed(entry.address, options.allowLoopback)) throw new UnsafeEndpointError(`Host '${host}' resolves to a non-public address`);
  }
  const first = addresses[0];
  if (!first) throw new UnsafeEndpointError(`Host '${host}' does not resolve`);
  return first;
}
