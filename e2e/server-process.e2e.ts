import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Process-level promises of `npm start`: the URL is printed, the data folder
// is exclusive, data and sessions survive a restart, SIGTERM stops cleanly.
// No browser needed, so this runs even where Chromium is missing.

const root = path.resolve(import.meta.dirname, '..');
const mainJs = path.join(root, 'dist/node/server/main.js');
const dataDir = mkdtempSync(path.join(tmpdir(), 'inkwell-process-'));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Running {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(port: number): Running {
  const child = spawn(process.execPath, [mainJs], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', AUTH_SECRET: '', SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { process: child, output: () => output, exited };
}

async function waitForOutput(running: Running, text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!running.output().includes(text)) {
    if (running.process.exitCode !== null) throw new Error(`exited early:\n${running.output()}`);
    if (Date.now() > deadline) throw new Error(`no "${text}" in:\n${running.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const running: Running[] = [];
afterAll(async () => {
  for (const r of running) if (r.process.exitCode === null) r.process.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('prints its URL, refuses a second process on the same data folder, and keeps data and sessions across a restart', async () => {
    const port = await freePort();
    const base = `http://localhost:${port}`;
    const first = start(port);
    running.push(first);
    await waitForOutput(first, `Inkwell is running at ${base}`);

    // A second process on the same folder exits with a clear message.
    const second = start(await freePort());
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data folder ${dataDir} is in use by another Inkwell process (pid ${first.process.pid})`);

    // An account and a session made before the restart…
    const headers = { origin: base, 'content-type': 'application/json' };
    const credentials = { email: 'restart@example.com', password: 'correct-horse-battery' };
    expect((await fetch(base + '/api/auth/sign-up/email', { method: 'POST', headers, body: JSON.stringify({ ...credentials, name: '' }) })).status).toBe(200);
    const signIn = await fetch(base + '/api/auth/sign-in/email', { method: 'POST', headers, body: JSON.stringify(credentials) });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const secret = readFileSync(path.join(dataDir, 'auth-secret'), 'utf8');

    // …SIGTERM stops it cleanly…
    first.process.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // …and after a restart the account signs in, the old session still works, the secret is the same.
    const again = start(port);
    running.push(again);
    await waitForOutput(again, `Inkwell is running at ${base}`);
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe(secret);
    const me = await fetch(base + '/api/me', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(credentials.email);
    const signInAgain = await fetch(base + '/api/auth/sign-in/email', { method: 'POST', headers, body: JSON.stringify(credentials) });
    expect(signInAgain.status).toBe(200);
    again.process.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);

  it('exits with the name of a bad variable', async () => {
    const child = spawn(process.execPath, [mainJs], { cwd: root, env: { ...process.env, PORT: 'not-a-port' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('PORT: must be a number');
  });
});
