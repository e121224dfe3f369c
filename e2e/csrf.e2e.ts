import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { DocumentPage, DocumentRecord } from '../src/shared/documents.ts';
import { defaultSettings, type Settings } from '../src/shared/settings.ts';
import { api, baseURL, createDocument, createUser, describeBrowser, e2e, newPage, signInContext } from './fixtures.ts';
import { contextTracker } from './steps.ts';

// Pages of another origin on the same host (another port: the same
// site, so the SameSite=Lax session cookie rides along) try every
// state-changing API route in the victim's browser. What the attacker sees of
// the answers proves nothing (no-cors answers are opaque): the victim's
// account, read back through the API, must be exactly as it was.

const contexts = contextTracker();
afterEach(() => contexts.closeAll());

/** A 1×1 GIF (the avatar upload reads its header); `shade` changes its one colour, and so its bytes. */
function gif(shade: number): Buffer {
  const bytes = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAkQBADs=', 'base64');
  bytes[13] = shade;
  return bytes;
}

// ---- the attacker's site ----

interface Form {
  action: string;
  enctype: (typeof enctypes)[number];
  fields: Array<[string, string]>;
  /** A picture for a file field (multipart only). */
  file?: Buffer;
}
const enctypes = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'] as const;

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A page that submits its form as soon as it is read: the victim only has to open it. */
function formPage({ action, enctype, fields, file }: Form): string {
  const inputs = fields.map(([name, value]) => `<input type="hidden" name="${attr(name)}" value="${attr(value)}">`);
  if (file && enctype === 'multipart/form-data') inputs.push(`<input type="file" name="avatar" data-gif="${file.toString('base64')}">`);
  return `<!doctype html><title>Win a prize</title>
<form method="post" action="${attr(action)}" enctype="${enctype}">${inputs.join('')}</form>
<script>
for (const input of document.querySelectorAll('input[data-gif]')) {
  const files = new DataTransfer();
  files.items.add(new File([Uint8Array.from(atob(input.dataset.gif), (c) => c.charCodeAt(0))], 'me.gif', { type: 'image/gif' }));
  input.files = files.files;
}
document.forms[0].submit();
</script>`;
}

/** The attacker's site, on a port of its own: `/` is a harmless-looking page, `/form/<n>` the n-th published form. */
let attacker: { server: Server; origin: string; publish(form: Form): string };
beforeAll(async () => {
  const forms: Form[] = [];
  const server = createServer((req, res) => {
    const form = forms[Number(/^\/form\/(\d+)$/.exec(req.url ?? '')?.[1] ?? NaN)];
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(form ? formPage(form) : '<!doctype html><title>Win a prize</title><h1>Win a prize</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  attacker = { server, origin, publish: (form) => `${origin}/form/${forms.push(form) - 1}` };
});
afterAll(() => new Promise<void>((resolve) => (attacker ? attacker.server.close(() => resolve()) : resolve())));

// ---- the victim, and the server's view of the account ----

async function victim() {
  const opened = contexts.track(await newPage());
  const credentials = await createUser();
  await signInContext(opened.context, credentials);
  const document = await createDocument(opened.context, { type: 'essay', title: 'My essay', content: 'Mine, and nobody else’s.' });
  // A picture, so that removing it would show.
  const avatar = await opened.context.request.put('/api/me/avatar', { data: gif(0x20), headers: { origin: baseURL, 'content-type': 'image/gif' } });
  expect(avatar.status()).toBe(200);
  return { ...opened, credentials, document };
}
type Victim = Awaited<ReturnType<typeof victim>>;

async function read<T>(context: BrowserContext, path: string): Promise<T> {
  const res = await context.request.get(path);
  expect(res.status(), `GET ${path}`).toBe(200);
  return (await res.json()) as T;
}

/** Subjects of the mails the server wrote to `email` (without SMTP_URL it logs them): plan changes, announcements, security notices. */
function mailsTo(email: string): string[] {
  return readFileSync(e2e!.logFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes(email))
    .flatMap((line) => {
      try {
        const { mail } = JSON.parse(line) as { mail?: { to?: string; subject?: string } };
        return mail?.to === email ? [mail.subject ?? ''] : [];
      } catch {
        return []; // the last line may still be half written
      }
    });
}

/** Everything of the account an attacker could change, read with the victim's own cookie. */
async function accountState({ context, document, credentials }: Victim) {
  const [documents, essay, settings, me, session, generation] = await Promise.all([
    read<DocumentPage>(context, '/api/documents?limit=100'),
    read<DocumentRecord>(context, `/api/documents/${document.id}`),
    read<Settings>(context, '/api/settings'),
    read<unknown>(context, '/api/me'), // 200: the account exists and the session works
    read<{ user: unknown }>(context, '/api/auth/get-session'),
    read<{ quota: { used: number } }>(context, '/api/generate'),
  ]);
  return {
    documents: documents.documents.map((d) => `${d.id} ${d.title}`),
    essay: { title: essay.title, content: essay.content, updatedAt: essay.updatedAt },
    settings,
    me, // profile, avatar, plan, role
    sessionUser: session.user, // name, image
    generationsToday: generation.quota.used,
    mails: mailsTo(credentials.email),
  };
}
type AccountState = Awaited<ReturnType<typeof accountState>>;

async function expectUnchanged(target: Victim, before: AccountState): Promise<void> {
  expect(await accountState(target)).toEqual(before);
  // The password is still the old one.
  expect((await api('/api/auth/sign-in/email', { json: target.credentials })).status).toBe(200);
}

/**
 * The control: the same cookie jar, a page of the app, a JSON request of its
 * own origin. It creates a document, and the state read above sees it.
 */
async function expectSameOriginRequestWorks(target: Victim, before: AccountState): Promise<void> {
  await target.page.goto('/');
  const status = await target.page.evaluate(async () => {
    const body = JSON.stringify({ type: 'essay', title: 'Written in the app', content: 'x' });
    return (await fetch('/api/documents', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status;
  });
  expect(status).toBe(201);
  const after = await accountState(target);
  expect(after.documents).toHaveLength(before.documents.length + 1);
  expect(after.documents[0]).toMatch(/ Written in the app$/);
}

// ---- what the attacker sends ----

interface Target {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** A body the route would accept from the app itself; the '=' in it is where a text/plain form splits it. */
  json?: unknown;
  bytes?: Buffer;
}

/**
 * State-changing routes of each kind (documents, settings, profile and avatar, generation, forms, auth, admin, the account),
 * each with a body it would accept. That every state-changing endpoint the app registers refuses another site is
 * checked on the server, from Hono's route list (src/server/auth/origin-check.test.ts).
 */
function targets({ credentials, document }: Victim): Target[] {
  const essay = { type: 'essay', title: 'pwned=1', content: 'x' };
  const resume = { summary: 'pwned=1' };
  const message = { name: 'pwned=1', email: 'mallory@example.com', subject: 'pwned', message: 'pwned' };
  const settings: Settings = {
    ...defaultSettings,
    theme: 'dark',
    language: 'fr',
    notifications: { email: false, desktop: false, updates: false },
    privacy: { saveHistory: false, analytics: false, autoSave: false },
  };
  return [
    { method: 'POST', path: '/api/documents', json: essay },
    { method: 'PATCH', path: `/api/documents/${document.id}`, json: { title: 'pwned=1', content: 'overwritten' } },
    { method: 'DELETE', path: `/api/documents/${document.id}` },
    { method: 'POST', path: '/api/documents/export?format=txt', json: essay },
    { method: 'PUT', path: '/api/settings', json: settings },
    { method: 'PATCH', path: '/api/me/profile', json: { fullName: 'pwned=1', bio: 'pwned', website: 'https://mallory.example/' } },
    { method: 'PUT', path: '/api/me/avatar', bytes: gif(0xee) },
    { method: 'DELETE', path: '/api/me/avatar' },
    { method: 'POST', path: '/api/generate/essay', json: { topic: 'pwned=1 a topic' } },
    { method: 'POST', path: '/api/generate/resume-summary', json: { resume } },
    { method: 'POST', path: '/api/resume/preview', json: { data: resume, title: 'pwned' } },
    { method: 'POST', path: '/api/contact', json: message },
    { method: 'POST', path: '/api/support', json: message }, // the name for it; the route is /tickets
    { method: 'POST', path: '/api/support/tickets', json: { ...message, priority: 'high' } },
    { method: 'POST', path: '/api/auth/change-password', json: { currentPassword: credentials.password, newPassword: 'pwned=pwned-pwned', revokeOtherSessions: true } },
    { method: 'POST', path: '/api/auth/update-user', json: { name: 'pwned=1' } },
    // The e2e app has no ADMIN_EMAILS (global-setup.ts): the victim is no administrator.
    { method: 'PUT', path: '/api/admin/plan', json: { email: credentials.email, plan: 'pro' } },
    { method: 'POST', path: '/api/admin/announcements', json: { subject: 'pwned=1', text: 'pwned' } },
    // Last, once the rest is done (they would end the session the others ride on).
    { method: 'POST', path: '/api/auth/sign-out', json: {} },
    { method: 'DELETE', path: '/api/me', json: { email: credentials.email, password: credentials.password } },
  ];
}
const endsSession = (t: Target) => t.path === '/api/auth/sign-out' || (t.method === 'DELETE' && t.path === '/api/me');

/** Attacks in two waves (everything at once, then what would end the session) and returns what each wave sent. */
async function inWaves<T>(all: Target[], attack: (wave: Target[]) => Promise<T[]>): Promise<T[]> {
  const first = await attack(all.filter((t) => !endsSession(t)));
  return [...first, ...(await attack(all.filter(endsSession)))];
}

/**
 * The fields of a form whose text/plain encoding (`name=value`) is the JSON
 * body itself, split at the '=' the body carries in a string. `{}` is an
 * empty form; a body without '=' becomes one field named after it.
 */
function formFields(target: Target): Array<[string, string]> {
  if (target.json === undefined) return [];
  const json = JSON.stringify(target.json);
  const at = json.indexOf('=');
  if (at < 0) return json === '{}' ? [] : [[json, '']];
  return [[json.slice(0, at), json.slice(at + 1)]];
}

// ---- what the browser sent ----

/** A request the browser sent to the app's API, and the status that came back (none: no answer reached the browser). */
interface SentRequest {
  method: string;
  url: string;
  status?: number;
  /** The cookies the browser attached. */
  cookies: string[];
  origin?: string;
  finished: boolean;
}

/**
 * Records every request a page sends to the app's API as the browser's
 * network layer sees it (DevTools protocol): the page itself sees no status
 * of an opaque or blocked answer, and Playwright's own events leave out
 * answers that Chromium blocks (Cross-Origin-Resource-Policy).
 */
async function recordApiRequests(page: Page): Promise<() => SentRequest[]> {
  const requests = new Map<string, { method: string; url: string }>();
  const sentHeaders = new Map<string, { cookies: string[]; origin?: string }>();
  const statuses = new Map<string, number>();
  const finished = new Set<string>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => requests.set(requestId, { method: request.method, url: request.url }));
  cdp.on('Network.requestWillBeSentExtraInfo', ({ requestId, associatedCookies, headers }) =>
    sentHeaders.set(requestId, { cookies: associatedCookies.filter((c) => c.blockedReasons.length === 0).map((c) => c.cookie.name), origin: headers.Origin ?? headers.origin }),
  );
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => statuses.set(requestId, statusCode));
  cdp.on('Network.loadingFinished', ({ requestId }) => finished.add(requestId));
  cdp.on('Network.loadingFailed', ({ requestId }) => finished.add(requestId));
  await cdp.send('Network.enable');
  return () =>
    [...requests]
      // A CORS preflight (OPTIONS) changes nothing: only what it guards counts.
      .filter(([, r]) => r.url.startsWith(`${baseURL}/api/`) && r.method !== 'OPTIONS')
      .map(([id, r]) => ({ ...r, cookies: [], ...sentHeaders.get(id), status: statuses.get(id), finished: finished.has(id) }));
}

/** Waits until `count` requests were answered and the browser is done with all of them. */
async function settled(sent: () => SentRequest[], count: number): Promise<SentRequest[]> {
  const answered = () => sent().filter((r) => r.status !== undefined).length;
  await expect.poll(() => answered() >= count && sent().every((r) => r.finished), { timeout: 15_000 }).toBe(true);
  return sent();
}

/**
 * Exactly `count` requests reached the server, each with the victim's session
 * cookie and the attacker's Origin (else the test would prove nothing), and
 * the server turned each away with 403.
 */
function expectAllRefused(sent: SentRequest[], count: number): void {
  const answered = sent
    .filter((r) => r.status !== undefined)
    .map((r) => `${r.method} ${r.url.slice(baseURL.length)} from ${r.origin ?? 'no Origin'}${r.cookies.includes('better-auth.session_token') ? ' with' : ' WITHOUT'} the session cookie: ${r.status}`);
  expect(answered.filter((line) => !line.endsWith(` from ${attacker.origin} with the session cookie: 403`))).toEqual([]);
  expect(answered).toHaveLength(count);
}

// ---- the attacks ----

/**
 * Opens, in the victim's browser, an attacker's page per target and enctype
 * that auto-submits a `<form method="post">` to the route (a form can only
 * POST). A few tabs at a time, each sending its forms one after the other.
 */
async function submitForms(context: BrowserContext, wave: Target[]): Promise<SentRequest[]> {
  const queue: Form[] = wave.flatMap((t) => enctypes.map((enctype) => ({ action: baseURL + t.path, enctype, fields: formFields(t), file: t.bytes })));
  const tab = async () => {
    const page = await context.newPage();
    const sent = await recordApiRequests(page);
    for (let form = queue.shift(); form; form = queue.shift()) {
      const before = sent().length;
      await page.goto(attacker.publish(form), { waitUntil: 'commit' });
      await settled(sent, before + 1);
    }
    return sent();
  };
  return (await Promise.all(Array.from({ length: 4 }, tab))).flat();
}

/**
 * Scripted requests from the attacker's page: fetch in no-cors mode with a
 * text/plain JSON body (a "simple" request: sent without asking first), fetch
 * in cors mode with application/json (preflighted, as is every PUT, PATCH and
 * DELETE: must go no further), and sendBeacon for the POST routes. Returns
 * what the page saw.
 */
async function sendScripted(page: Page, wave: Target[]): Promise<string[]> {
  const requests = wave.map((t) => ({ url: baseURL + t.path, method: t.method, text: t.json === undefined ? undefined : JSON.stringify(t.json), bytes: t.bytes && [...t.bytes] }));
  return page.evaluate(async (requests) => {
    const outcomes = requests.flatMap((r) => {
      const body = r.bytes ? new Uint8Array(r.bytes) : r.text;
      const attempt = async (mode: RequestMode, contentType: string) => {
        try {
          const res = await fetch(r.url, { method: r.method, mode, credentials: 'include', headers: { 'content-type': contentType }, body });
          return `${r.method} ${r.url} ${mode}: ${res.type} ${res.status}`;
        } catch (error) {
          return `${r.method} ${r.url} ${mode}: ${(error as Error).message}`;
        }
      };
      const beacon = r.method === 'POST' ? [`beacon ${r.url}: queued ${navigator.sendBeacon(r.url, new Blob(body ? [body] : [], { type: 'text/plain' }))}`] : [];
      return [attempt('no-cors', 'text/plain'), attempt('cors', 'application/json'), ...beacon];
    });
    return Promise.all(outcomes);
  }, requests);
}

describeBrowser('Cross-site requests from another port of the same host', () => {
  it('auto-submitted forms (text/plain JSON, urlencoded, multipart) at state-changing routes of every kind change nothing', async () => {
    const target = await victim();
    const before = await accountState(target);
    const all = targets(target);
    const sent = await inWaves(all, (wave) => submitForms(target.context, wave));
    await expectUnchanged(target, before);
    expectAllRefused(sent, all.length * enctypes.length);
    await expectSameOriginRequestWorks(target, before);
  });

  it('fetch (no-cors text/plain; preflighted JSON, PUT, PATCH, DELETE) and sendBeacon at state-changing routes of every kind change nothing', async () => {
    const target = await victim();
    const before = await accountState(target);
    const page = await target.context.newPage();
    const sent = await recordApiRequests(page);
    await page.goto(attacker.origin + '/');
    const all = targets(target);
    // Only simple requests reach the server: a no-cors fetch and a beacon per POST route.
    const simple = (wave: Target[]) => wave.filter((t) => t.method === 'POST').length * 2;
    let expected = 0;
    const seen = await inWaves(all, async (wave) => {
      const outcomes = await sendScripted(page, wave);
      await settled(sent, (expected += simple(wave)));
      return outcomes;
    });
    await expectUnchanged(target, before);
    expectAllRefused(sent(), expected);
    expect(seen.filter((line) => / cors: (basic|cors) \d+$/.test(line))).toEqual([]); // and nothing came back readable
    await expectSameOriginRequestWorks(target, before);
  });
});
