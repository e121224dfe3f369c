import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('health', () => {
  it('reports the database as up', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; database: { status: string } };
    expect(body.status).toBe('ok');
    expect(body.database.status).toBe('up');
  });
});

describe('sign up and sign in', () => {
  it('creates a session that /api/me accepts', async () => {
    const { cookie, email } = await t.signUp();
    const res = await t.request('/api/me', { cookie });
    expect(res.status).toBe(200);
    const me = (await res.json()) as { email: string; plan: string };
    expect(me.email).toBe(email);
    expect(me.plan).toBe('free');
  });
});
