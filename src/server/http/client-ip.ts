import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { BlockList, isIP, isIPv6 } from 'node:net';

/** The header better-auth reads the client's address from; only the app sets it. */
export const clientIpHeader = 'x-inkwell-client-ip';

/** Proxies as a BlockList: single addresses and CIDR ranges, IPv4 and IPv6. */
function proxyList(trusted: string[]): BlockList {
  const list = new BlockList();
  for (const entry of trusted) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (!isIP(address)) continue;
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

const lists = new Map<string, BlockList>();
function inTrusted(ip: string, trusted: string[]): boolean {
  if (!isIP(ip)) return false;
  const key = trusted.join(',');
  let list = lists.get(key);
  if (!list) lists.set(key, (list = proxyList(trusted)));
  return list.check(ip, isIPv6(ip) ? 'ipv6' : 'ipv4');
}

/**
 * The client's address for rate limits: the socket's peer, or — only when
 * that peer is a trusted proxy — the right-most untrusted X-Forwarded-For hop.
 * A client cannot pick its own bucket by sending the header itself.
 */
export function clientIp(c: Context, trustedProxies: string[]): string {
  let peer = 'unknown';
  try {
    peer = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // in-process requests (tests) have no socket
  }
  peer = peer.replace(/^::ffff:/, '');
  if (trustedProxies.length === 0 || !inTrusted(peer, trustedProxies)) return peer;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((h) => h.trim().replace(/^::ffff:/, ''))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i];
    if (hop && !inTrusted(hop, trustedProxies)) return hop;
  }
  return peer;
}
