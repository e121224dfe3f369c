import { test } from 'vitest';
import { createTestApp } from './testing/harness.ts';
test('probe', async () => {
  const t = await createTestApp({}, {});
  const u = await t.signUp();
  const body = new TextEncoder().encode(JSON.stringify({ type: 'essay', title: 't' }));
  let r = await t.request('/api/documents', { method: 'POST', body, headers: { 'content-length': String(body.length) }, cookie: u.cookie });
  console.log('no ct with length', r.status, await r.text());
  for (const b of [{ name: null }, { name: 5 }, { image: null }, { name: 'x', image: 5 }, {}, { name: ['a'] }, { name: {} }]) {
    r = await t.request('/api/auth/update-user', { method: 'POST', json: b, cookie: u.cookie });
    console.log('update-user', JSON.stringify(b), r.status, await r.text());
  }
  await t.close();
});
