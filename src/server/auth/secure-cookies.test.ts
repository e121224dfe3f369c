import { describe, expect, it } from 'vitest';
import { appForFile } from '../testing/app-for-file.ts';
import { cookieHeader } from '../testing/harness.ts';

// The app as deployed behind https: PUBLIC_URL decides secure cookies and HSTS.
const t = appForFile({ PUBLIC_URL: 'https://inkwell.example.com' });

describe('with an https PUBLIC_URL', () => {
  it('the session cookie is Secure, HttpOnly and SameSite=Lax, and /api/me accepts it', async () => {
    expect(t.config.secureCookies).toBe(true);
    const { email, password } = await t.signUp();
    const res = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    expect(res.status).toBe(200);

    const line = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(line, res.headers.getSetCookie().join('\n')).toBeDefined();
    const attributes = line!
      .split(';')
      .slice(1)
      .map((a) => a.trim().toLowerCase());
    expect(attributes).toContain('secure');
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    // The __Secure- prefix makes browsers refuse the cookie from plain http.
    expect(line).toMatch(/^__Secure-/);

    const me = await t.request('/api/me', { cookie: cookieHeader(res) });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(email);
  });

  it('mail links point at the https public URL', async () => {
    const { email } = await t.signUp();
    expect(t.mailbox.lastLinkTo(email)).toMatch(/^https:\/\/inkwell\.example\.com\/api\/auth\/verify-email\?token=/);
  });

  it('answers with HSTS and asks browsers to upgrade insecure requests', async () => {
    for (const path of ['/api/health', '/api/does-not-exist']) {
      const res = await t.request(path);
      const hsts = res.headers.get('strict-transport-security') ?? '';
      const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1]);
      expect(maxAge, `${path}: ${hsts}`).toBeGreaterThanOrEqual(180 * 24 * 3600);
      expect(res.headers.get('content-security-policy')).toMatch(/(^|;)\s*upgrade-insecure-requests\s*(;|$)/);
    }
  });
});
