import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import { AppError } from './errors.ts';

/**
 * Requests the server makes to addresses a user typed (a user's own model). Under `public` only https to public addresses: the host is resolved
 * once, every address it resolves to is checked, and the connection goes to
 * the checked address (so a DNS answer that changes between the check and the
 * connect cannot reach a private address). Redirects are never followed.
 */
export type AddressPolicy = 'public' | 'any';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** How a host name becomes addresses (tests pass their own answers). */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export const resolveWithDns: ResolveHost = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

export const privateAddressMessage = 'This address is on a private network. Ask the operator to allow private model servers (USER_MODELS=any).';
export const httpsOnlyMessage = 'Only https addresses are allowed. Use the https address of the model server, or ask the operator to allow private model servers (USER_MODELS=any).';

/** A user's address this server will not connect to (AppError `model_address_refused`). */
class AddressRefused extends AppError {
  constructor(message: string) {
    super('model_address_refused', message);
  }
}

/** The 16 bytes of an IPv6 address (as `isIP` accepts it), or null. */
function ipv6Bytes(address: string): number[] | null {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  // A trailing dotted IPv4 part (::ffff:10.0.0.1) becomes two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const v4 = dotted[1].split('.').map(Number);
    text = `${text.slice(0, dotted.index)}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailGroups];
  const bytes: number[] = [];
  for (const g of groups) {
    const n = parseInt(g, 16);
    if (!/^[0-9a-f]{1,4}$/.test(g) || Number.isNaN(n)) return null;
    bytes.push(n >> 8, n & 0xff);
  }
  return bytes;
}

function inV4(b: number[], [p0, p1 = 0]: [number, number?], bits: number): boolean {
  const value = ((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0;
  const prefix = ((p0 << 24) | (p1 << 16)) >>> 0;
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
  return (value & mask) >>> 0 === (prefix & mask) >>> 0;
}

/** IPv4 ranges no user's model may be on under `public`: this network, private, CGNAT, loopback, link-local (the metadata address), reserved, documentation, benchmark, multicast, broadcast. */
function isNonPublicV4(b: number[]): boolean {
  return (
    inV4(b, [0], 8) ||
    inV4(b, [10], 8) ||
    inV4(b, [100, 64], 10) ||
    inV4(b, [127], 8) ||
    inV4(b, [169, 254], 16) ||
    inV4(b, [172, 16], 12) ||
    inV4(b, [192, 0], 24) ||
    (b[0] === 192 && b[1] === 0 && b[2] === 2) ||
    inV4(b, [192, 168], 16) ||
    inV4(b, [198, 18], 15) ||
    (b[0] === 198 && b[1] === 51 && b[2] === 100) ||
    (b[0] === 203 && b[1] === 0 && b[2] === 113) ||
    inV4(b, [224], 4) ||
    inV4(b, [240], 4)
  );
}

/**
 * Whether an IP address is anything but an ordinary public one. IPv6 forms
 * that carry an IPv4 address (mapped ::ffff:0:0/96, compatible ::/96, NAT64
 * 64:ff9b::/96, 6to4 2002::/16) are judged by that IPv4 address.
 */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address.split('%')[0] ?? '');
  if (family === 4) return isNonPublicV4(address.split('.').map(Number));
  if (family !== 6) return true;
  const b = ipv6Bytes(address);
  if (!b) return true;
  const zeroTo = (n: number) => b.slice(0, n).every((x) => x === 0);
  if (zeroTo(16)) return true; // :: unspecified
  if (zeroTo(15) && b[15] === 1) return true; // ::1 loopback
  if (zeroTo(10) && b[10] === 0xff && b[11] === 0xff) return isNonPublicV4(b.slice(12)); // ::ffff:a.b.c.d
  if (zeroTo(12)) return isNonPublicV4(b.slice(12)); // ::a.b.c.d (deprecated)
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && b.slice(4, 12).every((x) => x === 0)) return isNonPublicV4(b.slice(12));
  if (b[0] === 0x20 && b[1] === 0x02) return isNonPublicV4(b.slice(2, 6));
  if ((b[0]! & 0xfe) === 0xfc) return true; // fc00::/7 unique local
  if (b[0] === 0xfe && (b[1]! & 0xc0) === 0x80) return true; // fe80::/10 link-local
  if (b[0] === 0xfe && (b[1]! & 0xc0) === 0xc0) return true; // fec0::/10 site-local (deprecated)
  if (b[0] === 0xff) return true; // multicast
  if (b[0] === 0x20 && b[1] === 0x01 && b[2] === 0x0d && b[3] === 0xb8) return true; // documentation
  return false;
}

/** The URL's host without IPv6 brackets. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Checks a URL against the policy and answers the addresses to connect to:
 * under `public` https only, and every address the host resolves to must be
 * public; under `any` every http(s) URL passes (resolved as usual).
 * Throws AddressRefused, or AppError `upstream_unreachable` when the name does not resolve.
 */
export async function checkAddress(url: URL, policy: AddressPolicy, resolve: ResolveHost = resolveWithDns): Promise<ResolvedAddress[] | null> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new AddressRefused('Only http and https addresses are allowed.');
  if (url.username || url.password) throw new AddressRefused('Put the API key in its own field, not in the address.');
  if (policy === 'any') return null;
  if (url.protocol !== 'https:') throw new AddressRefused(httpsOnlyMessage);
  const host = hostOf(url);
  const literal = isIP(host);
  if (literal) {
    if (isNonPublicAddress(host)) throw new AddressRefused(privateAddressMessage);
    return [{ address: host, family: literal === 6 ? 6 : 4 }];
  }
  if (host === 'localhost' || host.endsWith('.localhost')) throw new AddressRefused(privateAddressMessage);
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(host);
  } catch {
    throw new AppError('upstream_unreachable', `The name ${host} could not be found. Check the address.`);
  }
  if (addresses.length === 0) throw new AppError('upstream_unreachable', `The name ${host} could not be found. Check the address.`);
  // One private answer is enough to refuse: which one a connection would take is not ours to choose.
  if (addresses.some((a) => isNonPublicAddress(a.address))) throw new AddressRefused(privateAddressMessage);
  return addresses;
}

/** A `lookup` for net/tls.connect that answers only the addresses already checked. */
export function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const all = typeof options === 'object' && options !== null && 'all' in options && options.all === true;
    if (all) (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
}

/** A redirect from a user's server, which is never followed (it could point anywhere). */
class RedirectRefused extends AppError {
  constructor(status: number) {
    super('model_address_refused', `The model server answered with a redirect (HTTP ${status}), which is not followed. Use the final address of the server.`);
  }
}

/**
 * fetch for addresses users typed: each request is checked (see
 * checkAddress), connects only to the checked addresses, and a redirect
 * answer is an error (AddressRefused/RedirectRefused are thrown as they are,
 * not as network failures).
 */
export function guardedFetch(policy: AddressPolicy, resolve: ResolveHost = resolveWithDns): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const addresses = await checkAddress(url, policy, resolve);
    const dispatcher = new Agent(addresses ? { connect: { lookup: pinnedLookup(addresses) } } : {});
    try {
      const response = await undiciFetch(url, { ...(init as Parameters<typeof undiciFetch>[1]), redirect: 'manual', dispatcher });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel().catch(() => undefined);
        throw new RedirectRefused(response.status);
      }
      return response as unknown as Response;
    } finally {
      // Closes once the response (its body too) is done; no connection outlives its check.
      void dispatcher.close().catch(() => undefined);
    }
  };
}
