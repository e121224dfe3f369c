import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, requestLimits, supportTickets } from '../db/schema.ts';
import { expectApiError } from '../testing/api-error.ts';
import { appForFile } from '../testing/app-for-file.ts';
import { createTestAppOn, type TestApp } from '../testing/harness.ts';
import { formRateRule } from './public-form.ts';
import { hit } from './rate-limit.ts';

const t = appForFile({ RATE_LIMIT_ENABLED: 'true' });

let nextClient = 10;
/** A new client address (TEST-NET-3), so every test starts with a full budget. */
const newClient = () => `203.0.113.${nextClient++}`;

/** A valid form whose subject tells this test's rows apart from the others'. */
function form(subject: string = randomUUID()) {
  return { name: 'Ada Lovelace', email: 'ada@example.com', subject, message: 'Hello from a test.' };
}

function sendContact(app: TestApp, remoteAddress: string, subject?: string, headers?: Record<string, string>) {
  return app.request('/api/contact', { method: 'POST', json: form(subject), remoteAddress, headers });
}

function openTicket(app: TestApp, remoteAddress: string, subject?: string) {
  return app.request('/api/support/tickets', { method: 'POST', json: form(subject), remoteAddress });
}

const contactRowsWith = (subject: string) => t.database.db.select().from(contactMessages).where(eq(contactMessages.subject, subject));
const ticketRowsWith = (subject: string) => t.database.db.select().from(supportTickets).where(eq(supportTickets.subject, subject));

async function statusesOf(responses: Array<() => Promise<Response>>): Promise<number[]> {
  const statuses: number[] = [];
  for (const send of responses) statuses.push((await send()).status);
  return statuses;
}

describe('the contact form limit (5 per client per 10 minutes)', () => {
  it('accepts 5 messages, then answers 429 rate_limited with Retry-After and stores nothing more', async () => {
    const client = newClient();
    const subject = randomUUID();
    const statuses = await statusesOf(Array.from({ length: formRateRule.max }, () => () => sendContact(t, client, subject)));
    expect(statuses).toEqual([201, 201, 201, 201, 201]);

    const sixth = await sendContact(t, client, subject);
    const retryAfter = sixth.headers.get('retry-after');
    await expectApiError(sixth, 'rate_limited');
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(formRateRule.windowSeconds);

    expect(await contactRowsWith(subject)).toHaveLength(formRateRule.max);
  });

  it('keeps refusing the client for the rest of the window', async () => {
    const client = newClient();
    for (let i = 0; i < formRateRule.max; i++) expect((await sendContact(t, client)).status).toBe(201);
    const subject = randomUUID();
    const statuses = await statusesOf(Array.from({ length: 3 }, () => () => sendContact(t, client, subject)));
    expect(statuses).toEqual([429, 429, 429]);
    expect(await contactRowsWith(subject)).toEqual([]);
  });

  it('does not limit another client', async () => {
    const limited = newClient();
    for (let i = 0; i <= formRateRule.max; i++) await sendContact(t, limited);
    expect((await sendContact(t, limited)).status).toBe(429);

    const subject = randomUUID();
    expect((await sendContact(t, newClient(), subject)).status).toBe(201);
    expect(await contactRowsWith(subject)).toHaveLength(1);
  });

  it('treats the IPv4-mapped IPv6 form of an address as the same client', async () => {
    const client = newClient();
    const statuses = await statusesOf(
      Array.from({ length: formRateRule.max + 1 }, (_, i) => () => sendContact(t, i % 2 === 0 ? client : `::ffff:${client}`)),
    );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('cannot be escaped by sending a different X-Forwarded-For each time (no trusted proxies)', async () => {
    const client = newClient();
    const statuses = await statusesOf(
      Array.from({ length: formRateRule.max + 1 }, (_, i) => () => sendContact(t, client, undefined, { 'x-forwarded-for': `198.51.100.${i + 1}` })),
    );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('is shared by every app process on the database', async () => {
    const client = newClient();
    for (let i = 0; i < formRateRule.max; i++) expect((await sendContact(t, client)).status).toBe(201);
    const secondProcess = createTestAppOn(t.database, { RATE_LIMIT_ENABLED: 'true' });
    await expectApiError(await sendContact(secondProcess, client), 'rate_limited');
  });
});

describe('behind a trusted proxy', () => {
  const proxy = '10.0.0.7';

  it('gives each client the proxy names its own budget, whatever a client puts in front', async () => {
    const behindProxy = createTestAppOn(t.database, { RATE_LIMIT_ENABLED: 'true', TRUSTED_PROXIES: '10.0.0.0/8' });
    const first = newClient();
    const second = newClient();
    // The client forges the left-most hops; the proxy appends the address it saw.
    const viaProxy = (client: string, i: number) =>
      sendContact(behindProxy, proxy, undefined, { 'x-forwarded-for': `198.51.100.${i + 1}, ${client}` });

    const statuses = await statusesOf(Array.from({ length: formRateRule.max + 1 }, (_, i) => () => viaProxy(first, i)));
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await viaProxy(second, 0)).status).toBe(201);
  });
});

describe('the support ticket limit', () => {
  it('is separate from the contact form limit', async () => {
    const client = newClient();
    for (let i = 0; i < formRateRule.max; i++) expect((await sendContact(t, client)).status).toBe(201);
    expect((await sendContact(t, client)).status).toBe(429);

    const subject = randomUUID();
    const statuses = await statusesOf(Array.from({ length: formRateRule.max }, () => () => openTicket(t, client, subject)));
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    expect(await ticketRowsWith(subject)).toHaveLength(formRateRule.max);

    const sixth = await openTicket(t, client, subject);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    await expectApiError(sixth, 'rate_limited');
    expect(await ticketRowsWith(subject)).toHaveLength(formRateRule.max);
  });

  it('does not spend the contact budget', async () => {
    const client = newClient();
    for (let i = 0; i < formRateRule.max; i++) expect((await openTicket(t, client)).status).toBe(201);
    expect((await openTicket(t, client)).status).toBe(429);
    expect((await sendContact(t, client)).status).toBe(201);
  });
});

describe('with RATE_LIMIT_ENABLED=false', () => {
  it('lets one client send as many messages and tickets as it likes', async () => {
    const unlimited = createTestAppOn(t.database, { RATE_LIMIT_ENABLED: 'false' });
    const client = newClient();
    const subject = randomUUID();
    const contact = await statusesOf(Array.from({ length: 8 }, () => () => sendContact(unlimited, client, subject)));
    const tickets = await statusesOf(Array.from({ length: 8 }, () => () => openTicket(unlimited, client, subject)));
    expect(contact).toEqual(Array(8).fill(201));
    expect(tickets).toEqual(Array(8).fill(201));
    expect(await contactRowsWith(subject)).toHaveLength(8);
    expect(await ticketRowsWith(subject)).toHaveLength(8);
  });
});

describe('hit()', () => {
  const storedCount = async (key: string) =>
    (await t.database.db.select({ count: requestLimits.count }).from(requestLimits).where(eq(requestLimits.key, key)))[0]?.count;

  it('allows up to max hits per window and says how long until the window ends', async () => {
    const key = `test:${randomUUID()}`;
    const rule = { name: 'test', max: 3, windowSeconds: 600 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hit(t.database.db, key, rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    for (const { retryAfterSeconds } of results) {
      expect(Number.isInteger(retryAfterSeconds)).toBe(true);
      expect(retryAfterSeconds).toBeGreaterThan(0);
      expect(retryAfterSeconds).toBeLessThanOrEqual(rule.windowSeconds);
    }
    expect(await storedCount(key)).toBe(4);
  });

  it('keeps keys apart', async () => {
    const rule = { name: 'test', max: 1, windowSeconds: 600 };
    const a = `test:${randomUUID()}`;
    const b = `test:${randomUUID()}`;
    expect((await hit(t.database.db, a, rule)).allowed).toBe(true);
    expect((await hit(t.database.db, a, rule)).allowed).toBe(false);
    expect((await hit(t.database.db, b, rule)).allowed).toBe(true);
  });

  it('starts a new count once the window has passed', async () => {
    const key = `test:${randomUUID()}`;
    const rule = { name: 'test', max: 2, windowSeconds: 1 };
    expect((await hit(t.database.db, key, rule)).allowed).toBe(true);
    expect((await hit(t.database.db, key, rule)).allowed).toBe(true);
    expect((await hit(t.database.db, key, rule)).allowed).toBe(false);

    // Let the one-second window run out (a wait for behaviour, not a timing assertion).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await hit(t.database.db, key, rule)).allowed).toBe(true);
    expect(await storedCount(key)).toBe(1);
    expect((await hit(t.database.db, key, rule)).allowed).toBe(true);
    expect((await hit(t.database.db, key, rule)).allowed).toBe(false);
  });

  it('counts concurrent hits exactly (one atomic upsert each)', async () => {
    const key = `test:${randomUUID()}`;
    const rule = { name: 'test', max: 10, windowSeconds: 600 };
    const results = await Promise.all(Array.from({ length: 20 }, () => hit(t.database.db, key, rule)));
    expect(await storedCount(key)).toBe(20);
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });
});
