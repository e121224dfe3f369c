import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The header better-auth reads the client's address from; only the app sets it. */
export const clientIpHeader = 'x-inkwell-client-ip';

function inTrusted(ip: string, trusted: string[]): boolean {
  return trusted.some((entry) => {
    if (!entry.includes('/')) return entry === ip;
    const [base = '', bitsText = '32'] = entry.split('/');
    const toNumber = (addr: string) => addr.split('.').reduce((n, part) => (n << 8) + Number(part), 0) >>> 0;
    if (!/^\d+\.\d+\.\d+\.\d+$/.test(ip) || !/^\d+\.\d+\.\d+\.\d+$/.test(base)) return false;
    const bits = Number(bitsText);
    const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
    return (toNumber(ip) & mask) === (toNumber(base) & mask);
  });
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
