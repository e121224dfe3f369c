import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AccountSummary, Profile } from '../../../shared/account.ts';
import { avatarLimits, defaultSettings, profileLimits } from '../../../shared/settings.ts';
import { avatars, generationUsage, profiles, users, verifications } from '../../db/schema.ts';
import de from '../../locales/de.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import { expectApiError } from '../../testing/api-error.ts';
import { appForFile } from '../../testing/app-for-file.ts';
import { cookieHeader, type TestUser } from '../../testing/harness.ts';
import { rowsMentioning as rowsOf, tablesOf } from '../../testing/rows-mentioning.ts';
import { gif, jpeg, png, webpExtended, webpLossless1x1, webpLossy } from '../../testing/images.ts';

const t = appForFile();

type User = TestUser;

const newUser = (email?: string): Promise<User> => t.signUp(email);

function me(user: User | undefined) {
  return t.request('/api/me', { cookie: user?.cookie });
}

async function account(user: User): Promise<AccountSummary> {
  const res = await me(user);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as AccountSummary;
}

function patchProfile(user: User | undefined, json: unknown) {
  return t.request('/api/me/profile', { method: 'PATCH', json, cookie: user?.cookie });
}

async function patched(user: User, json: unknown): Promise<Profile> {
  const res = await patchProfile(user, json);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Profile;
}

function signIn(email: string, password: string) {
  return t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
}

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('GET /api/me', () => {
  it('answers the account with an empty profile for a new user, uncached', async () => {
    const user = await newUser();
    const res = await me(user);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(await res.json()).toEqual({
      id: user.userId,
      email: user.email,
      emailVerified: false,
      plan: 'free',
      trial: { state: 'available', startedAt: null, endsAt: null, daysLeft: null },
      role: 'user',
      adminPending: false,
      profile: { fullName: null, avatarUrl: null, bio: null, website: null, updatedAt: expect.stringMatching(isoTime) },
    });
  });

  it('answers 401 signed out', async () => {
    await expectApiError(await me(undefined), 'unauthorized');
  });
});

describe('PATCH /api/me/profile', () => {
  it('saves fullName, bio and website, answers the profile with a newer updatedAt; the name follows; GET /api/me shows it', async () => {
    const user = await newUser();
    const before = (await account(user)).profile;
    await new Promise((r) => setTimeout(r, 5));
    const profile = await patched(user, { fullName: '  Ada Lovelace ', bio: 'Writes notes on engines.', website: 'https://ada.example.org/notes' });
    expect(profile).toEqual({
      fullName: 'Ada Lovelace',
      avatarUrl: null,
      bio: 'Writes notes on engines.',
      website: 'https://ada.example.org/notes',
      updatedAt: expect.stringMatching(isoTime),
    });
    expect(Date.parse(profile.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect((await account(user)).profile).toEqual(profile);
    const [row] = await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, user.userId));
    expect(row?.name).toBe('Ada Lovelace');

    // The session carries the name too: the next request sees the new one at once.
    const session = (await (await t.request('/api/auth/get-session', { cookie: user.cookie })).json()) as { user: { name: string } };
    expect(session.user.name).toBe('Ada Lovelace');
  });

  it('changes only the fields sent; null or blank clears one; the name is cleared with fullName', async () => {
    const user = await newUser();
    await patched(user, { fullName: 'Grace Hopper', bio: 'Compilers.', website: 'http://grace.example.com' });
    const first = await patched(user, { bio: 'COBOL.' });
    expect(first).toMatchObject({ fullName: 'Grace Hopper', bio: 'COBOL.', website: 'http://grace.example.com' });
    await new Promise((r) => setTimeout(r, 5));
    const second = await patched(user, { website: '', bio: null, fullName: '   ' });
    expect(second).toMatchObject({ fullName: null, bio: null, website: null });
    expect(Date.parse(second.updatedAt)).toBeGreaterThan(Date.parse(first.updatedAt));
    const [row] = await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, user.userId));
    expect(row?.name).toBe('');
  });

  it('accepts values at the limits', async () => {
    const user = await newUser();
    const website = 'https://example.com/' + 'p'.repeat(profileLimits.website - 'https://example.com/'.length);
    const profile = await patched(user, { fullName: 'n'.repeat(profileLimits.fullName), bio: 'b'.repeat(profileLimits.bio), website });
    expect(profile.fullName).toHaveLength(profileLimits.fullName);
    expect(profile.bio).toHaveLength(profileLimits.bio);
    expect(profile.website).toBe(website);
  });

  it.each([
    ['a website without a scheme', { website: 'example.com' }, 'website'],
    ['a javascript: website', { website: 'javascript:alert(1)' }, 'website'],
    ['an ftp website', { website: 'ftp://example.com/file' }, 'website'],
    ['a data: website', { website: 'data:text/html,<script>alert(1)</script>' }, 'website'],
    ['a website with spaces', { website: 'https://exa mple.com' }, 'website'],
    ['a website over the limit', { website: 'https://example.com/' + 'p'.repeat(profileLimits.website) }, 'website'],
    ['a fullName over the limit', { fullName: 'n'.repeat(profileLimits.fullName + 1) }, 'fullName'],
    ['a bio over the limit', { bio: 'b'.repeat(profileLimits.bio + 1) }, 'bio'],
    ['a number for fullName', { fullName: 42 }, 'fullName'],
    ['a NUL character in fullName', { fullName: 'Ada\u0000Lovelace' }, 'fullName'],
    ['a NUL character in bio', { bio: 'line\u0000break' }, 'bio'],
    ['a lone surrogate in bio', { bio: 'half \ud800 a pair' }, 'bio'],
    ['an avatarUrl (set only by uploading)', { avatarUrl: 'https://evil.example.com/x.svg' }, undefined],
    ['an unknown field', { fullName: 'x', plan: 'pro' }, undefined],
  ])('%s → 400 validation_failed, nothing changes', async (_label, json, field) => {
    const user = await newUser();
    const saved = await patched(user, { fullName: 'Kept Name', bio: 'Kept bio', website: 'https://kept.example.com' });
    await expectApiError(await patchProfile(user, json), 'validation_failed', field);
    expect((await account(user)).profile).toEqual(saved);
    expect((await account(user)).plan).toBe('free');
    const [row] = await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, user.userId));
    expect(row?.name).toBe('Kept Name');
  });

  it('answers 401 signed out', async () => {
    await expectApiError(await patchProfile(undefined, { fullName: 'x' }), 'unauthorized');
  });
});

// ---- avatar ----

function putAvatar(user: User | undefined, bytes: Uint8Array | string, contentType = 'application/octet-stream') {
  return t.request('/api/me/avatar', { method: 'PUT', body: bytes as BodyInit, headers: { 'content-type': contentType }, cookie: user?.cookie });
}

async function uploaded(user: User, bytes: Uint8Array, contentType?: string): Promise<Profile> {
  const res = await putAvatar(user, bytes, contentType);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Profile;
}

function getAvatar(user: User | undefined, url = '/api/me/avatar') {
  return t.request(url, { cookie: user?.cookie });
}

async function avatarBytes(user: User, url?: string): Promise<{ type: string | null; bytes: Uint8Array }> {
  const res = await getAvatar(user, url);
  expect(res.status, await res.clone().text()).toBe(200);
  return { type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

const avatarUrl = /^\/api\/me\/avatar\?v=[\w-]+$/;

describe('PUT /api/me/avatar accepts real pictures', () => {
  it.each([
    ['a PNG', 'image/png', png(1, 1)],
    ['a larger PNG', 'image/png', png(64, 48)],
    ['a JPEG', 'image/jpeg', jpeg(1, 1)],
    ['a JPEG with an EXIF segment', 'image/jpeg', jpeg(320, 240, { exif: true })],
    ['a progressive JPEG', 'image/jpeg', jpeg(10, 10, { progressive: true })],
    ['a lossy WebP (VP8)', 'image/webp', webpLossy(16, 16)],
    ['a lossless WebP (VP8L)', 'image/webp', webpLossless1x1],
    ['an extended WebP (VP8X)', 'image/webp', webpExtended(300, 200)],
    ['a GIF', 'image/gif', gif(1, 1)],
  ])('%s: profile.avatarUrl is versioned; GET answers the same bytes as %s, with nosniff and a CSP', async (_label, type, bytes) => {
    const user = await newUser();
    const profile = await uploaded(user, bytes);
    expect(profile.avatarUrl).toMatch(avatarUrl);
    expect((await account(user)).profile.avatarUrl).toBe(profile.avatarUrl);

    const res = await getAvatar(user, profile.avatarUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(res.headers.get('cache-control')).toMatch(/private/);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it('serves the type found in the bytes, not the one claimed', async () => {
    const user = await newUser();
    const bytes = png(2, 2);
    await uploaded(user, bytes, 'text/html');
    expect(await avatarBytes(user)).toEqual({ type: 'image/png', bytes });
    await uploaded(user, gif(), 'image/png');
    expect((await avatarBytes(user)).type).toBe('image/gif');
  });

  it('a new picture replaces the old one and changes the URL; the same picture keeps it', async () => {
    const user = await newUser();
    const first = await uploaded(user, png(1, 1));
    const second = await uploaded(user, jpeg(2, 2));
    expect(second.avatarUrl).toMatch(avatarUrl);
    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    expect(await avatarBytes(user)).toEqual({ type: 'image/jpeg', bytes: jpeg(2, 2) });
    expect(await t.database.db.select({ userId: avatars.userId }).from(avatars).where(eq(avatars.userId, user.userId))).toHaveLength(1);
    const third = await uploaded(user, jpeg(2, 2));
    expect(third.avatarUrl).toBe(second.avatarUrl);
  });

  it('accepts a picture of exactly 2 MB and of 4096 px on a side', async () => {
    const user = await newUser();
    const big = new Uint8Array(avatarLimits.maxBytes);
    big.set(png(4, 4));
    await uploaded(user, big);
    expect((await avatarBytes(user)).bytes.byteLength).toBe(avatarLimits.maxBytes);
    await uploaded(user, webpExtended(avatarLimits.maxSide, avatarLimits.maxSide));
  });

  it('keeps the rest of the profile', async () => {
    const user = await newUser();
    await patched(user, { fullName: 'Pic Owner', bio: 'Has a face.' });
    const profile = await uploaded(user, png());
    expect(profile).toMatchObject({ fullName: 'Pic Owner', bio: 'Has a face.' });
  });
});

describe('PUT /api/me/avatar refuses anything else, and the old avatar stays', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>';
  const html = '<!doctype html><html><body><script>fetch("/api/me")</script></body></html>';
  // A PNG signature with a script after it, but no IHDR where the size must be.
  const fakePng = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new TextEncoder().encode('<script>alert(1)</script>')]);

  it.each([
    ['an SVG (as image/svg+xml)', new TextEncoder().encode(svg), 'image/svg+xml'],
    ['an SVG claimed to be a PNG', new TextEncoder().encode(svg), 'image/png'],
    ['an HTML page', new TextEncoder().encode(html), 'image/png'],
    ['plain text', new TextEncoder().encode('just some text'), 'text/plain'],
    ['a PNG signature without a header', fakePng, 'image/png'],
    ['a truncated GIF', gif().slice(0, 8), 'image/gif'],
    ['a BMP', new Uint8Array([0x42, 0x4d, ...new Array<number>(60).fill(0)]), 'image/bmp'],
  ])('%s → 415 unsupported_media_type', async (_label, bytes: Uint8Array, type: string) => {
    const user = await newUser();
    const kept = png(3, 3);
    const before = await uploaded(user, kept);
    await expectApiError(await putAvatar(user, bytes, type), 'unsupported_media_type');
    expect((await account(user)).profile.avatarUrl).toBe(before.avatarUrl);
    expect(await avatarBytes(user)).toEqual({ type: 'image/png', bytes: kept });
  });

  it('an empty body → 400 validation_failed naming avatar', async () => {
    const user = await newUser();
    const before = await uploaded(user, gif());
    await expectApiError(await putAvatar(user, new Uint8Array(), 'image/png'), 'validation_failed', 'avatar');
    expect((await account(user)).profile.avatarUrl).toBe(before.avatarUrl);
    expect((await avatarBytes(user)).bytes).toEqual(gif());
  });

  it('more than 2 MB → 413 payload_too_large', async () => {
    const user = await newUser();
    const before = await uploaded(user, gif());
    const tooBig = new Uint8Array(avatarLimits.maxBytes + 1);
    tooBig.set(png(4, 4));
    await expectApiError(await putAvatar(user, tooBig, 'image/png'), 'payload_too_large');
    // Also when the client does not say how long the body is (a stream).
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new Uint8Array(avatarLimits.maxBytes / 2));
        controller.close();
      },
    });
    const streamed = await t.request('/api/me/avatar', { method: 'PUT', body: stream, headers: { 'content-type': 'image/png' }, cookie: user.cookie, duplex: 'half' } as RequestInit);
    await expectApiError(streamed, 'payload_too_large');
    expect((await account(user)).profile.avatarUrl).toBe(before.avatarUrl);
    expect((await avatarBytes(user)).bytes).toEqual(gif());
  });

  it.each([
    ['a PNG 5000 px wide', png(5000, 10)],
    ['a PNG 4097 px high', png(1, 4097)],
    ['a JPEG 5000 px wide', jpeg(5000, 10)],
    ['a WebP 5000 px high', webpExtended(10, 5000)],
    ['a PNG of 0 × 0', png(1, 1).map((b, i) => (i >= 16 && i < 24 ? 0 : b))],
    ['a GIF of 0 px wide', gif(0, 1)],
  ])('%s → 400 validation_failed naming avatar', async (_label, bytes) => {
    const user = await newUser();
    const before = await uploaded(user, jpeg());
    await expectApiError(await putAvatar(user, bytes, 'image/png'), 'validation_failed', 'avatar');
    expect((await account(user)).profile.avatarUrl).toBe(before.avatarUrl);
    expect((await avatarBytes(user)).bytes).toEqual(jpeg());
  });

  it('answers 401 signed out', async () => {
    await expectApiError(await putAvatar(undefined, png()), 'unauthorized');
  });
});

describe('GET and DELETE /api/me/avatar', () => {
  it('each user only ever gets their own avatar, whatever the URL names', async () => {
    const owner = await newUser();
    const other = await newUser();
    const { avatarUrl: ownersUrl } = await uploaded(owner, png(5, 5));
    // Without an avatar of their own: 404, even on the owner's exact URL.
    await expectApiError(await getAvatar(other, ownersUrl!), 'not_found');
    await expectApiError(await getAvatar(other), 'not_found');
    // With one: their own.
    await uploaded(other, gif());
    expect(await avatarBytes(other, ownersUrl!)).toEqual({ type: 'image/gif', bytes: gif() });
    expect(await avatarBytes(owner)).toEqual({ type: 'image/png', bytes: png(5, 5) });
    await expectApiError(await getAvatar(undefined, ownersUrl!), 'unauthorized');
  });

  it('DELETE clears it: avatarUrl null, GET 404, no row; the other fields stay', async () => {
    const user = await newUser();
    await patched(user, { fullName: 'No Face' });
    await uploaded(user, png());
    const res = await t.request('/api/me/avatar', { method: 'DELETE', cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ avatarUrl: null, fullName: 'No Face' });
    expect((await account(user)).profile.avatarUrl).toBeNull();
    await expectApiError(await getAvatar(user), 'not_found');
    expect(await t.database.db.select().from(avatars).where(eq(avatars.userId, user.userId))).toEqual([]);
    // Twice is fine.
    expect((await t.request('/api/me/avatar', { method: 'DELETE', cookie: user.cookie })).status).toBe(200);
  });

  it('DELETE answers 401 signed out', async () => {
    await expectApiError(await t.request('/api/me/avatar', { method: 'DELETE' }), 'unauthorized');
  });
});

// ---- delete account ----

/** Every row of the schema that mentions `needles` (testing/rows-mentioning.ts). */
const rowsMentioning = (...needles: string[]) => rowsOf(t.database.db, ...needles);

/** Gives a user data in every place the app keeps some. */
async function fillEverything(user: User, shoutedEmail: string) {
  const ok = async (res: Response | Promise<Response>, status = 200) => {
    const r = await res;
    expect(r.status, await r.clone().text()).toBe(status);
    await r.arrayBuffer();
  };
  const json = (path: string, method: string, body: unknown, cookie = user.cookie) => t.request(path, { method, json: body, cookie });
  await ok(json('/api/documents', 'POST', { type: 'essay', title: 'My essay', content: `Written by ${user.email}` }), 201);
  await ok(json('/api/settings', 'PUT', { ...defaultSettings, language: 'fr' }));
  await ok(json('/api/me/profile', 'PATCH', { fullName: 'Leaving Soon', website: 'https://leaving.example.com' }));
  await ok(putAvatar(user, png(2, 2)));
  const ticket = { name: 'Leaving Soon', email: user.email, subject: 'Help', message: 'Please help me.' };
  await ok(json('/api/support/tickets', 'POST', ticket), 201);
  await ok(json('/api/contact', 'POST', ticket), 201);
  // The same person, signed out, typing their email in another case.
  await ok(json('/api/support/tickets', 'POST', { ...ticket, email: shoutedEmail }, ''), 201);
  await ok(json('/api/contact', 'POST', { ...ticket, email: shoutedEmail }, ''), 201);
  await ok(t.request('/api/auth/request-password-reset', { method: 'POST', json: { email: user.email, redirectTo: '/reset-password' } }));
  await ok(json('/api/generate/essay', 'POST', { topic: 'Why I am leaving', seed: 3 }));
  // A second device.
  expect((await signIn(user.email, user.password)).status).toBe(200);
}

function deleteAccount(user: User | undefined, json: unknown) {
  return t.request('/api/me', { method: 'DELETE', json, cookie: user?.cookie });
}

describe('DELETE /api/me', () => {
  it('with another email → 400 validation_failed naming email, nothing deleted', async () => {
    const user = await newUser();
    const other = await newUser();
    await fillEverything(user, user.email.toUpperCase());
    const before = await rowsMentioning(user.userId, user.email);
    const mails = t.mailbox.sent.length;
    await expectApiError(await deleteAccount(user, { email: other.email, password: user.password }), 'validation_failed', 'email');
    await expectApiError(await deleteAccount(user, { email: '', password: user.password }), 'validation_failed', 'email');
    await expectApiError(await deleteAccount(user, {}), 'validation_failed', 'email');
    await expectApiError(await deleteAccount(user, { email: user.email }), 'validation_failed', 'password');
    await expectApiError(await deleteAccount(user, { email: user.email, password: user.password, extra: true }), 'validation_failed');
    expect(await rowsMentioning(user.userId, user.email)).toEqual(before);
    expect((await me(user)).status).toBe(200);
    expect(t.mailbox.sent.length).toBe(mails);
  });

  it('answers 401 signed out', async () => {
    await expectApiError(await deleteAccount(undefined, { email: 'nobody@example.com' }), 'unauthorized');
  });

  it('with the email in another case → 204: every row of the user is gone, the sessions end, sign-in fails, a mail says so', async () => {
    const user = await newUser();
    const survivor = await newUser();
    const shouted = user.email.toUpperCase();
    await fillEverything(user, shouted);
    await fillEverything(survivor, survivor.email.toUpperCase());
    const secondDevice = cookieHeader(await signIn(user.email, user.password));
    expect((await me({ ...user, cookie: secondDevice })).status).toBe(200);

    // Everything is really there first (so the check below can fail).
    const before = tablesOf(await rowsMentioning(user.userId, user.email));
    expect(before).toEqual(
      expect.arrayContaining(['users', 'sessions', 'accounts', 'verifications', 'profiles', 'contact_messages', 'support_tickets', 'documents', 'user_settings', 'avatars', 'generation_usage']),
    );
    const survivorBefore = await rowsMentioning(survivor.userId, survivor.email);

    const res = await deleteAccount(user, { email: `  ${shouted}  `, password: user.password });
    expect(res.status, await res.clone().text()).toBe(204);
    expect(await res.text()).toBe('');
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='));
    expect(cleared).toMatch(/^better-auth\.session_token=;/);
    expect(cleared).toMatch(/max-age=0/i);

    expect(await rowsMentioning(user.userId, user.email)).toEqual([]);
    expect(await rowsMentioning(survivor.userId, survivor.email)).toEqual(survivorBefore);

    await expectApiError(await me(user), 'unauthorized');
    await expectApiError(await me({ ...user, cookie: secondDevice }), 'unauthorized');
    await expectApiError(await t.request('/api/settings', { cookie: user.cookie }), 'unauthorized');
    await expectApiError(await signIn(user.email, user.password), 'invalid_credentials');

    // The mail goes to the address, in the language the user had chosen.
    const mail = t.mailbox.sent.findLast((m) => m.to === user.email);
    expect(mail?.subject).toBe(fr.emails.accountDeleted.subject);
    expect(mail?.text).toContain(fr.emails.accountDeleted.body);

    // The survivor is untouched and the email can be used for a new account.
    expect((await account(survivor)).email).toBe(survivor.email);
    const again = await newUser(user.email);
    expect(again.userId).not.toBe(user.userId);
    expect((await account(again)).profile.fullName).toBeNull();
  });

  it('without saved settings the mail is in the language of the browser (inkwell.lang, else Accept-Language, else English)', async () => {
    for (const [languageCookie, headers, subject] of [
      ['inkwell.lang=es', {}, es.emails.accountDeleted.subject],
      ['', { 'accept-language': 'de-AT,de;q=0.9' }, de.emails.accountDeleted.subject],
      ['', {}, en.emails.accountDeleted.subject],
    ] as const) {
      const user = await newUser();
      const cookie = [user.cookie, languageCookie].filter(Boolean).join('; ');
      const res = await t.request('/api/me', { method: 'DELETE', json: { email: user.email, password: user.password }, headers, cookie });
      expect(res.status, await res.clone().text()).toBe(204);
      expect(t.mailbox.sent.findLast((m) => m.to === user.email)?.subject).toBe(subject);
    }
  });

  it('saved English wins over the browser', async () => {
    const user = await newUser();
    expect((await t.request('/api/settings', { method: 'PUT', json: defaultSettings, cookie: user.cookie })).status).toBe(200);
    const res = await t.request('/api/me', { method: 'DELETE', json: { email: user.email, password: user.password }, headers: { 'accept-language': 'fr' }, cookie: user.cookie });
    expect(res.status).toBe(204);
    expect(t.mailbox.sent.findLast((m) => m.to === user.email)?.subject).toBe(en.emails.accountDeleted.subject);
  });

  it('a mail server that fails does not undo or fail the deletion', async () => {
    const user = await newUser();
    const send = t.mailbox.send;
    t.mailbox.send = () => Promise.reject(new Error('SMTP down'));
    try {
      expect((await deleteAccount(user, { email: user.email, password: user.password })).status).toBe(204);
    } finally {
      t.mailbox.send = send;
    }
    expect(await rowsMentioning(user.userId, user.email)).toEqual([]);
  });

  it('leaves the used quota of the day and the password-reset rows of others alone', async () => {
    const user = await newUser();
    const other = await newUser();
    await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email: other.email, redirectTo: '/reset-password' } });
    await t.request('/api/generate/essay', { method: 'POST', json: { topic: 'Staying', seed: 1 }, cookie: other.cookie }).then((r) => r.text());
    const othersResets = await t.database.db.select().from(verifications).where(eq(verifications.value, other.userId));
    expect(othersResets).toHaveLength(1);
    expect((await deleteAccount(user, { email: user.email, password: user.password })).status).toBe(204);
    expect(await t.database.db.select().from(verifications).where(eq(verifications.value, other.userId))).toEqual(othersResets);
    expect(await t.database.db.select().from(generationUsage).where(eq(generationUsage.userId, other.userId))).toHaveLength(1);
    expect(await t.database.db.select().from(profiles).where(eq(profiles.id, other.userId))).toHaveLength(1);
  });
});

// ---- change password ----

describe('POST /api/auth/change-password', () => {
  function changePassword(cookie: string, json: unknown) {
    return t.request('/api/auth/change-password', { method: 'POST', json, cookie });
  }

  it('with a wrong current password → an error; nothing changes', async () => {
    const user = await newUser();
    const res = await changePassword(user.cookie, { currentPassword: 'not-my-password-1', newPassword: 'brand-new-horse-battery', revokeOtherSessions: true });
    // A 400 of its own (a 401 would read as "signed out"); the dialog shows it under the current password.
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'wrong_password', message: expect.any(String) } });
    expect((await me(user)).status).toBe(200);
    expect((await signIn(user.email, user.password)).status).toBe(200);
    expect((await signIn(user.email, 'brand-new-horse-battery')).status).toBe(401);
  });

  it('answers 401 signed out', async () => {
    const res = await changePassword('', { currentPassword: 'x-password-123', newPassword: 'brand-new-horse-battery' });
    expect(res.status).toBe(401);
  });

  it('with the right one and revokeOtherSessions: the other session ends, the new cookie works; only the new password signs in', async () => {
    const user = await newUser();
    const other = cookieHeader(await signIn(user.email, user.password));
    expect((await me({ ...user, cookie: other })).status).toBe(200);

    const newPassword = 'brand-new-horse-battery';
    const res = await changePassword(user.cookie, { currentPassword: user.password, newPassword, revokeOtherSessions: true });
    expect(res.status, await res.clone().text()).toBe(200);
    const fresh = cookieHeader(res);
    expect(fresh).toMatch(/better-auth\.session_token=/);

    await expectApiError(await me({ ...user, cookie: other }), 'unauthorized');
    expect((await account({ ...user, cookie: fresh })).id).toBe(user.userId);
    await expectApiError(await signIn(user.email, user.password), 'invalid_credentials');
    expect((await signIn(user.email, newPassword)).status).toBe(200);
  });

  it('refuses a new password that is too short', async () => {
    const user = await newUser();
    const res = await changePassword(user.cookie, { currentPassword: user.password, newPassword: 'short', revokeOtherSessions: true });
    await expectApiError(res, 'password_too_short');
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });
});

describe('better-auth endpoints cannot change what is ours', () => {
  it('a user cannot make themselves admin or pro through update-user', async () => {
    const user = await newUser();
    for (const json of [{ role: 'admin' }, { plan: 'pro' }, { role: 'admin', plan: 'pro', name: 'Sneaky' }]) {
      await expectApiError(await t.request('/api/auth/update-user', { method: 'POST', json, cookie: user.cookie }), 'validation_failed');
    }
    expect(await account(user)).toMatchObject({ role: 'user', plan: 'free' });
  });

  it('a sign-up cannot pick its role or plan', async () => {
    const email = `user-${randomUUID().slice(0, 8)}@example.com`;
    const res = await t.request('/api/auth/sign-up/email', { method: 'POST', json: { email, password: 'correct-horse-battery', name: '', role: 'admin', plan: 'pro' } });
    await expectApiError(res, 'validation_failed');
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});
