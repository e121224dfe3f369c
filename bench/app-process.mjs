// Starts the built app (dist/) on a free port with a fresh data folder, for benchmarks.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `serverDir`: another build of the server than dist/node (a benchmark of a private build). */
export async function startApp(env = {}, { dataDir = mkdtempSync(path.join(tmpdir(), 'inkwell-bench-')), keepData = false, serverDir = path.join(root, 'dist/node') } = {}) {
  const started = performance.now();
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(serverDir, 'server/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseURL, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('Inkwell is running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`app exited with ${code}`)));
  });
  return {
    baseURL,
    dataDir,
    pid: child.pid,
    /** Milliseconds from spawning the process to its 'running' line. */
    startMs: Math.round(performance.now() - started),
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new account of the app at `baseURL`, signed in: its session cookie as a `cookie` header value. */
export async function newAccount(baseURL, label, name = '') {
  const email = `bench-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'correct-horse-battery';
  const headers = { origin: baseURL, 'content-type': 'application/json' };
  const up = await fetch(`${baseURL}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify({ email, password, name }) });
  if (!up.ok) throw new Error(`sign-up answered ${up.status}: ${await up.text()}`);
  const res = await fetch(`${baseURL}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
