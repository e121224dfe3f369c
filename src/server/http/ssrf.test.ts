import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { checkAddress, guardedFetch, httpsOnlyMessage, isNonPublicAddress, pinnedLookup, privateAddressMessage, type ResolvedAddress, type ResolveHost } from './ssrf.ts';

/** DNS that answers from a table (and fails for names not in it). */
function dnsAnswering(table: Record<string, string[]>): ResolveHost & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (host: string) => {
    asked.push(host);
    const answers = table[host];
    if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return answers.map((address): ResolvedAddress => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { asked });
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('isNonPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.10',
    '100.64.0.1',
    '100.127.255.255',
    '169.254.169.254',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::a00:1',
    '2002:0a00:0001::1',
    'not an address',
  ])('%s is not public', (address) => {
    expect(isNonPublicAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '169.253.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '2a00:1450:4001::200e'])('%s is public', (address) => {
    expect(isNonPublicAddress(address)).toBe(false);
  });
});

describe('checkAddress under public', () => {
  const dns = dnsAnswering({
    'api.example.com': ['93.184.216.34', '2606:2800:220:1::248'],
    'sneaky.example.com': ['10.0.0.5'],
    'mixed.example.com': ['93.184.216.34', '192.168.0.7'],
    'metadata.example.com': ['169.254.169.254'],
    'v6-loopback.example.com': ['::1'],
  });

  it('lets a public https address through and answers the addresses it checked', async () => {
    expect(await checkAddress(new URL('https://api.example.com/v1'), 'public', dns)).toEqual([
      { address: '93.184.216.34', family: 4 },
      { address: '2606:2800:220:1::248', family: 6 },
    ]);
  });

  it('refuses http, with a message that says to use https', async () => {
    const error = await refusal(checkAddress(new URL('http://api.example.com/v1'), 'public', dns));
    expect([error.code, error.status, error.message]).toEqual(['model_address_refused', 422, httpsOnlyMessage]);
  });

  it.each(['https://127.0.0.1/v1', 'https://10.0.0.1/v1', 'https://169.254.169.254/latest', 'https://[::1]/v1', 'https://[::ffff:127.0.0.1]/v1', 'https://2130706433/v1', 'https://0x7f.1/v1', 'https://localhost:11434/v1', 'https://[fe80::1]/'])(
    'refuses the literal address %s without asking DNS',
    async (url) => {
      const before = dns.asked.length;
      const error = await refusal(checkAddress(new URL(url), 'public', dns));
      expect([error.code, error.message]).toEqual(['model_address_refused', privateAddressMessage]);
      expect(dns.asked.length).toBe(before);
    },
  );

  it.each(['sneaky.example.com', 'mixed.example.com', 'metadata.example.com', 'v6-loopback.example.com'])('refuses %s, a name that resolves to a private address', async (host) => {
    const error = await refusal(checkAddress(new URL(`https://${host}/v1`), 'public', dns));
    expect([error.code, error.message]).toEqual(['model_address_refused', privateAddressMessage]);
  });

  it('says a name that does not resolve cannot be found', async () => {
    const error = await refusal(checkAddress(new URL('https://nowhere.example.com/v1'), 'public', dns));
    expect(error.code).toBe('upstream_unreachable');
    expect(error.message).toContain('nowhere.example.com');
  });

  it('refuses credentials in the address under every policy', async () => {
    for (const policy of ['public', 'any'] as const) {
      expect((await refusal(checkAddress(new URL('https://user:sk-secret@api.example.com/v1'), policy, dns))).code).toBe('model_address_refused');
    }
  });

  it('lets anything http(s) through under any, without resolving it', async () => {
    const before = dns.asked.length;
    expect(await checkAddress(new URL('http://127.0.0.1:11434/v1'), 'any', dns)).toBeNull();
    expect(dns.asked.length).toBe(before);
  });
});

describe('pinnedLookup', () => {
  it('answers the checked addresses, whatever name a connection asks for', async () => {
    const lookup = pinnedLookup([{ address: '93.184.216.34', family: 4 }]);
    const single = await new Promise((resolve) => lookup('rebound.example.com', {}, (_e, address, family) => resolve([address, family])));
    expect(single).toEqual(['93.184.216.34', 4]);
    const all = await new Promise((resolve) => lookup('rebound.example.com', { all: true }, (_e, addresses) => resolve(addresses)));
    expect(all).toEqual([{ address: '93.184.216.34', family: 4 }]);
  });
});

describe('guardedFetch', () => {
  let server: http.Server;
  let base: string;
  const hits: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/redirect') {
        res.writeHead(302, { location: '/elsewhere' });
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, url: req.url }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('under any, reaches a local server', async () => {
    const res = await guardedFetch('any')(`${base}/ok`);
    expect(await res.json()).toEqual({ ok: true, url: '/ok' });
  });

  it('does not follow a redirect: a 3xx is an error naming it', async () => {
    hits.length = 0;
    const error = await refusal(guardedFetch('any')(`${base}/redirect`));
    expect(error.code).toBe('model_address_refused');
    expect(error.message).toContain('redirect (HTTP 302)');
    expect(hits).toEqual(['/redirect']);
  });

  it('under public, never connects to the local server', async () => {
    hits.length = 0;
    const error = await refusal(guardedFetch('public', dnsAnswering({}))(`${base.replace('http:', 'https:')}/ok`));
    expect(error.code).toBe('model_address_refused');
    expect(hits).toEqual([]);
  });
});
