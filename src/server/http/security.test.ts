import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../testing/app-for-file.ts';
import { inlineScriptHashes, securityHeaderList, securityHeaders } from './security.ts';

const t = appForFile();

/** The CSP as a map of directive → sources. */
function parseCsp(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

// A spread of responses: our routes, better-auth's, errors, and a page path.
const samples: Array<[string, () => Promise<Response>]> = [
  ['GET /api/health (200)', () => t.request('/api/health')],
  ['GET /api/me without a session (401)', () => t.request('/api/me')],
  ['GET /api/does-not-exist (404)', () => t.request('/api/does-not-exist')],
  ['GET /no-such-page (404, not API)', () => t.request('/no-such-page')],
  ['GET /api/auth/get-session (better-auth 200)', () => t.request('/api/auth/get-session')],
  [
    'POST /api/auth/sign-in/email wrong password (better-auth 401)',
    () => t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: 'nobody@example.com', password: 'wrong-password-1' } }),
  ],
];

describe('security headers', () => {
  it.each(samples)('%s', async (_label, send) => {
    const res = await send();
    const csp = parseCsp(res.headers.get('content-security-policy'));

    const scriptSrc = csp.get('script-src') ?? csp.get('default-src');
    expect(scriptSrc, 'script-src or default-src').toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    // WebAssembly may be compiled (the writing checks' Harper), JavaScript may not be evaluated.
    expect(scriptSrc).toContain("'wasm-unsafe-eval'");
    expect(scriptSrc).not.toContain('*');
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);

    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(res.headers.get('referrer-policy'));
    // HSTS only when served over https (see secure-cookies.test.ts).
    expect(res.headers.get('strict-transport-security')).toBeNull();
    for (const [name, value] of securityHeaderList({ https: false })) {
      if (name !== 'content-security-policy') expect(res.headers.get(name), name).toBe(value);
    }
  });

  it("keeps a route's own header, whether the route answers through the context or with a Response of its own", async () => {
    const sandbox = "sandbox; default-src 'none'";
    const app = new Hono()
      .use(securityHeaders({ https: true }))
      .get('/context', (c) => c.body('file', 200, { 'content-security-policy': sandbox }))
      .get('/own', () => new Response('file', { headers: { 'content-security-policy': sandbox, 'x-frame-options': 'SAMEORIGIN' } }))
      .get('/plain', () => new Response('file'));
    const expected = new Map(securityHeaderList({ https: true }));
    for (const path of ['/context', '/own', '/plain']) {
      const res = await app.request(path);
      expect(await res.text()).toBe('file');
      for (const [name, value] of expected) {
        const own = path === '/plain' ? undefined : name === 'content-security-policy' ? sandbox : path === '/own' && name === 'x-frame-options' ? 'SAMEORIGIN' : undefined;
        expect(res.headers.get(name), `${path} ${name}`).toBe(own ?? value);
      }
    }
  });
});

describe('request id', () => {
  it.each(samples)('%s carries an x-request-id', async (_label, send) => {
    const res = await send();
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  it('differs between requests', async () => {
    const a = (await t.request('/api/health')).headers.get('x-request-id');
    const b = (await t.request('/api/health')).headers.get('x-request-id');
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });

  it('keeps a well-formed id sent by a proxy and replaces a malformed one', async () => {
    const kept = await t.request('/api/health', { headers: { 'x-request-id': 'edge-0123456789abcdef' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-0123456789abcdef');
    const replaced = await t.request('/api/health', { headers: { 'x-request-id': '<script>alert(1)</script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });
});

describe('inline scripts of a built site', () => {
  it('are allowed by the sha256 of their exact text, and nothing is allowed without a site', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'inkwell-site-'));
    try {
      writeFileSync(path.join(dir, 'theme-init.js'), 'document.documentElement.dataset.x = "é";\n');
      writeFileSync(path.join(dir, 'boot.js'), '(function () {})();\n');
      const hashes = inlineScriptHashes(dir);
      expect(hashes).toEqual([
        `'sha256-${createHash('sha256').update('document.documentElement.dataset.x = "é";\n', 'utf8').digest('base64')}'`,
        `'sha256-${createHash('sha256').update('(function () {})();\n', 'utf8').digest('base64')}'`,
      ]);
      const app = new Hono().use(securityHeaders({ https: false, scriptHashes: hashes })).get('/', (c) => c.text('ok'));
      const scriptSrc = parseCsp((await app.request('/')).headers.get('content-security-policy')).get('script-src');
      expect(scriptSrc).toEqual(["'self'", "'wasm-unsafe-eval'", ...hashes]);
      expect(inlineScriptHashes(undefined)).toEqual([]);
      expect(inlineScriptHashes(path.join(dir, 'missing'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
