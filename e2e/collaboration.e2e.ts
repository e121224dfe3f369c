import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DocumentRecord } from '../src/shared/documents.ts';
import { describeBrowser, newPage } from './fixtures.ts';
import { freePort, startServer, waitForOutput, type Running } from './server-launch.ts';
import { contextTracker, pageSettled } from './steps.ts';

// Real-time co-editing across processes, as a deployment with two app
// processes on one PostgreSQL runs it: each browser is served by its own
// process (a small proxy keeps a browser on the process its cookie names),
// and the editing session of a document is shared through Redis. A Redis of
// this test's own is stopped mid-session to show what writers then see.

const postgresBase = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const contexts = contextTracker();

let redis: ChildProcess;
let redisPort = 0;
let database = '';
let proxy: Server;
let proxyUrl = '';
const apps: Record<'a' | 'b', Running> = {} as Record<'a' | 'b', Running>;
const dataDirs: string[] = [];
/** Which process served each editing socket, by the proxy's count. */
const sockets = { a: 0, b: 0 };

async function startRedis(): Promise<void> {
  redisPort = await freePort();
  redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  redis.once('error', (error) => {
    throw new Error(`this test starts its own Redis (redis-server, Debian's redis-server package): ${error.message}`);
  });
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(redisPort, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('redis-server did not start');
}

/** A proxy on one port in front of both processes: a request goes to the process its `backend` cookie names, sockets too. */
function startProxy(ports: Record<'a' | 'b', number>): Promise<void> {
  const target = (cookie: string | undefined) => (/(?:^|;\s*)backend=b(?:;|$)/.test(cookie ?? '') ? 'b' : 'a');
  proxy = createServer((req, res) => {
    const upstream = httpRequest({ host: '127.0.0.1', port: ports[target(req.headers.cookie)], path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.once('error', () => res.destroy());
    req.pipe(upstream);
  });
  proxy.on('upgrade', (req, socket, head) => {
    const which = target(req.headers.cookie);
    sockets[which] += 1;
    const upstream = connect(ports[which], '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`, ...Object.entries(req.headers).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${name}: ${v}`))];
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.once('error', () => socket.destroy());
    socket.once('error', () => upstream.destroy());
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve()));
}

beforeAll(async () => {
  await startRedis();
  database = `inkwell_e2e_collab_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresBase });
  await admin.connect().catch((error: Error) => {
    throw new Error(`this test runs two app processes on PostgreSQL (${postgresBase}, or E2E_POSTGRES_URL): ${error.message}`);
  });
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const ports = { a: await freePort(), b: await freePort() };
  await startProxy(ports);
  const address = proxy.address();
  proxyUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const env = {
    DATABASE_URL: `${postgresBase.replace(/\/[^/]*$/, '')}/${database}`,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    PUBLIC_URL: proxyUrl,
    AUTH_SECRET: 'e2e-collaboration-secret-0123456789abcdef',
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'info',
  };
  for (const name of ['a', 'b'] as const) {
    const dir = mkdtempSync(path.join(tmpdir(), `inkwell-collab-${name}-`));
    dataDirs.push(dir);
    apps[name] = startServer(ports[name], dir, env);
    // One at a time: the first runs the migrations.
    await waitForOutput(apps[name], 'Redis is reachable');
  }
}, 120_000);

afterAll(async () => {
  await contexts.closeAll();
  for (const app of Object.values(apps)) {
    app.process.kill('SIGTERM');
    await app.exited;
  }
  proxy?.close();
  redis?.kill('SIGKILL');
  if (database) {
    const admin = new pg.Client({ connectionString: postgresBase });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

/** A browser kept on process `backend`, signed up there. */
async function writer(backend: 'a' | 'b', name: string): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = contexts.track(await newPage({ baseURL: proxyUrl, editorView: 'rich' }));
  await context.addCookies([{ name: 'backend', value: backend, url: proxyUrl }]);
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`;
  const headers = { origin: proxyUrl };
  expect((await context.request.post('/api/auth/sign-up/email', { data: { email, password: 'correct-horse-battery', name }, headers })).status()).toBe(200);
  expect((await context.request.post('/api/auth/sign-in/email', { data: { email, password: 'correct-horse-battery' }, headers })).status()).toBe(200);
  return { context, page };
}

const editorOf = (page: Page) => page.getByRole('textbox', { name: 'Document text' });
/** The text of the editor, without the co-editors' caret labels. */
const textOf = (page: Page) => editorOf(page).evaluate((el) => {
  const copy = el.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.collaboration-carets__label').forEach((label) => label.remove());
  return copy.textContent ?? '';
});

async function typeAtEnd(page: Page, text: string) {
  await editorOf(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

async function sharedDocument(): Promise<{ owner: { context: BrowserContext; page: Page }; mate: { context: BrowserContext; page: Page }; doc: DocumentRecord }> {
  const owner = await writer('a', 'Maya Chen');
  const mate = await writer('b', 'Sam Patel');
  const headers = { origin: proxyUrl };
  const made = await owner.context.request.post('/api/documents', { data: { type: 'essay', title: 'Tides report', content: '# Tides report\n\nThe moon pulls the sea.' }, headers });
  const doc = (await made.json()) as DocumentRecord;
  const link = (await (await owner.context.request.post(`/api/documents/${doc.id}/shares`, { data: { role: 'edit', audience: 'signed-in' }, headers })).json()) as { token: string };
  expect((await mate.context.request.post(`/api/shares/${link.token}/open`, { headers })).status()).toBe(200);
  for (const { page } of [owner, mate]) {
    await page.goto(`/documents/${doc.id}/edit`);
    await pageSettled(page);
  }
  await owner.page.getByRole('status').filter({ hasText: 'Live with Sam Patel' }).waitFor({ timeout: 20_000 });
  await mate.page.getByRole('status').filter({ hasText: 'Live with Maya Chen' }).waitFor({ timeout: 20_000 });
  return { owner, mate, doc };
}

async function serverContent(context: BrowserContext, id: string): Promise<string> {
  return ((await (await context.request.get(`/api/documents/${id}`)).json()) as DocumentRecord).content;
}

describeBrowser('co-editing across two app processes', () => {
  it('two writers on different processes type into one document: both see both edits, and the saved Markdown holds them', async () => {
    const before = { ...sockets };
    const { owner, mate, doc } = await sharedDocument();
    // Each browser's editing socket went to its own process.
    expect(sockets.a).toBeGreaterThan(before.a);
    expect(sockets.b).toBeGreaterThan(before.b);
    await Promise.all([typeAtEnd(owner.page, ' Maya: the tide rose 2 m.'), typeAtEnd(mate.page, ' Sam: it fell by noon.')]);
    for (const page of [owner.page, mate.page]) {
      await expect.poll(() => textOf(page), { timeout: 15_000 }).toMatch(/Maya: the tide rose 2 m\./);
      await expect.poll(() => textOf(page), { timeout: 15_000 }).toMatch(/Sam: it fell by noon\./);
    }
    expect(await textOf(owner.page)).toBe(await textOf(mate.page));
    await expect
      .poll(() => serverContent(owner.context, doc.id), { timeout: 20_000 })
      .toSatisfy((content: string) => content.includes('Maya: the tide rose 2 m.') && content.includes('Sam: it fell by noon.') && content.startsWith('# Tides report'));
  });

  it('when Redis stops mid-session each process keeps its writers editing and saving, the editor says so, and they converge once it is back', async () => {
    const { owner, mate, doc } = await sharedDocument();
    redis.kill('SIGKILL');
    await owner.page.getByRole('status').filter({ hasText: 'the servers cannot reach each other' }).waitFor({ timeout: 15_000 });
    await typeAtEnd(owner.page, ' Written while apart.');
    await typeAtEnd(mate.page, ' Also apart.');
    // Each process saves what its writer typed: the owner's words reach the database through process a.
    await expect.poll(() => serverContent(owner.context, doc.id), { timeout: 20_000 }).toContain('Written while apart.');
    expect(apps.a.process.exitCode).toBeNull();
    expect(apps.b.process.exitCode).toBeNull();

    await startRedisAgain();
    await owner.page.getByRole('status').filter({ hasText: 'the servers cannot reach each other' }).waitFor({ state: 'detached', timeout: 30_000 });
    // Typing again after the reconnection carries every edit to both sides.
    await typeAtEnd(owner.page, ' Together again.');
    for (const page of [owner.page, mate.page]) {
      await expect.poll(() => textOf(page), { timeout: 30_000 }).toMatch(/Together again\./);
    }
    await expect.poll(() => textOf(mate.page), { timeout: 30_000 }).toMatch(/Written while apart\./);
    await expect.poll(() => textOf(owner.page), { timeout: 30_000 }).toMatch(/Also apart\./);
  });
});

async function startRedisAgain(): Promise<void> {
  redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 300));
}
