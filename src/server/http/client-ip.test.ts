import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip.ts';

/**
 * The address a tiny app sees for one request: `peer` is the socket's remote
 * address as @hono/node-server reports it, `forwardedFor` the X-Forwarded-For
 * header that arrived with the request.
 */
async function seenAddress(trustedProxies: string[], peer: string, forwardedFor?: string): Promise<string> {
  const app = new Hono().get('/', (c) => c.text(clientIp(c, trustedProxies)));
  const res = await app.request(
    'http://localhost/',
    { headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } },
    { incoming: { socket: { remoteAddress: peer } } },
  );
  expect(res.status).toBe(200);
  return res.text();
}

describe('clientIp without trusted proxies', () => {
  it('is the socket peer', async () => {
    expect(await seenAddress([], '198.51.100.7')).toBe('198.51.100.7');
  });

  it('ignores X-Forwarded-For, which any client can send', async () => {
    expect(await seenAddress([], '198.51.100.7', '203.0.113.5')).toBe('198.51.100.7');
    expect(await seenAddress([], '198.51.100.7', '203.0.113.5, 10.0.0.1')).toBe('198.51.100.7');
  });

  it('reads an IPv4-mapped IPv6 peer as its IPv4 address', async () => {
    expect(await seenAddress([], '::ffff:1.2.3.4')).toBe('1.2.3.4');
  });

  it('keeps a plain IPv6 peer as it is', async () => {
    expect(await seenAddress([], '2001:db8::1', '203.0.113.5')).toBe('2001:db8::1');
  });
});

describe('clientIp with a trusted proxy', () => {
  it('is the hop the proxy names when the peer is the proxy (single IP)', async () => {
    expect(await seenAddress(['10.0.0.1'], '10.0.0.1', '203.0.113.5')).toBe('203.0.113.5');
  });

  it('is the right-most hop, not one the client forged in front', async () => {
    expect(await seenAddress(['10.0.0.1'], '10.0.0.1', '198.51.100.1, 198.51.100.2, 203.0.113.5')).toBe('203.0.113.5');
  });

  it('skips hops that are themselves trusted proxies (CIDR)', async () => {
    expect(await seenAddress(['10.0.0.0/8'], '10.1.2.3', '198.51.100.1, 203.0.113.5, 10.9.9.9, 10.0.0.2')).toBe('203.0.113.5');
  });

  it('trusts a peer anywhere in a CIDR range and nowhere outside it', async () => {
    expect(await seenAddress(['10.0.0.0/8'], '10.255.255.254', '203.0.113.5')).toBe('203.0.113.5');
    expect(await seenAddress(['10.0.0.0/8'], '11.0.0.1', '203.0.113.5')).toBe('11.0.0.1');
    expect(await seenAddress(['192.168.1.0/24'], '192.168.1.255', '203.0.113.5')).toBe('203.0.113.5');
    expect(await seenAddress(['192.168.1.0/24'], '192.168.2.1', '203.0.113.5')).toBe('192.168.2.1');
    expect(await seenAddress(['172.16.0.0/12'], '172.31.0.1', '203.0.113.5')).toBe('203.0.113.5');
    expect(await seenAddress(['172.16.0.0/12'], '172.32.0.1', '203.0.113.5')).toBe('172.32.0.1');
  });

  it('accepts several entries, IPs and CIDRs mixed', async () => {
    const trusted = ['192.0.2.10', '10.0.0.0/8'];
    expect(await seenAddress(trusted, '192.0.2.10', '203.0.113.5')).toBe('203.0.113.5');
    expect(await seenAddress(trusted, '10.20.30.40', '203.0.113.6')).toBe('203.0.113.6');
    expect(await seenAddress(trusted, '192.0.2.11', '203.0.113.7')).toBe('192.0.2.11');
  });

  it('is the peer when the peer is not a trusted proxy, whatever X-Forwarded-For says', async () => {
    expect(await seenAddress(['10.0.0.1'], '198.51.100.7', '203.0.113.5')).toBe('198.51.100.7');
    expect(await seenAddress(['10.0.0.0/8'], '198.51.100.7', '10.0.0.1, 203.0.113.5')).toBe('198.51.100.7');
  });

  it('is the peer when the proxy sent no X-Forwarded-For', async () => {
    expect(await seenAddress(['10.0.0.1'], '10.0.0.1')).toBe('10.0.0.1');
    expect(await seenAddress(['10.0.0.1'], '10.0.0.1', '')).toBe('10.0.0.1');
  });

  it('tolerates spaces and empty entries in the header', async () => {
    expect(await seenAddress(['10.0.0.1'], '10.0.0.1', ' 198.51.100.1 ,, 203.0.113.5 , ')).toBe('203.0.113.5');
  });

  it('reads IPv4-mapped IPv6 forms of the peer and of the hops as IPv4', async () => {
    expect(await seenAddress(['10.0.0.0/8'], '::ffff:10.0.0.1', '::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(await seenAddress(['10.0.0.1'], '::ffff:10.0.0.1', '203.0.113.5')).toBe('203.0.113.5');
  });

  it('trusts an IPv6 proxy named by its address', async () => {
    expect(await seenAddress(['::1'], '::1', '2001:db8::7')).toBe('2001:db8::7');
  });

  it('trusts an IPv6 proxy named by a CIDR range (README: "proxy IPs/CIDRs")', async () => {
    expect(await seenAddress(['fd00::/8'], 'fd12:3456::1', '2001:db8::7')).toBe('2001:db8::7');
    expect(await seenAddress(['fd00::/8'], '2001:db8::99', '2001:db8::7')).toBe('2001:db8::99');
  });
});
