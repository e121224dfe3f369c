import { spawn, spawnSync } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort, launch, mainJs, root, startServer, waitForOutput, type Running } from './server-launch.ts';

// Process-level promises of `npm start`: the URL is printed, the data folder
// is exclusive, data and sessions survive a restart, SIGTERM stops cleanly.
// No browser needed, so this runs even where Chromium is missing.

const dataDir = mkdtempSync(path.join(tmpdir(), 'inkwell-process-'));
const npmDataDir = mkdtempSync(path.join(tmpdir(), 'inkwell-npm-start-'));

function start(port: number): Running {
  return startServer(port, dataDir);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Sends one keep-alive GET on `socket` and resolves with the status line of its answer (or how the socket ended). */
function askOnSocket(socket: Socket, port: number): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const done = (what: string) => {
      socket.off('data', onData);
      socket.off('close', onClose);
      socket.off('error', onError);
      resolve(what);
    };
    const onData = (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      const head = answer.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(answer);
      if (head >= 0 && length && answer.length >= head + 4 + Number(length[1])) done(answer.slice(0, answer.indexOf('\r\n')));
    };
    const onClose = () => done('closed');
    const onError = (error: Error) => done(`error: ${error.message}`);
    socket.on('data', onData);
    socket.once('close', onClose);
    socket.once('error', onError);
    socket.write(`GET /api/health HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: keep-alive\r\n\r\n`);
  });
}

const running: Running[] = [];
afterAll(async () => {
  for (const r of running) if (r.process.exitCode === null) r.process.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(npmDataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('prints its URL, refuses a second process on the same data folder, and keeps data and sessions across a restart', async () => {
    const port = await freePort();
    const base = `http://localhost:${port}`;
    const first = start(port);
    running.push(first);
    await waitForOutput(first, `Inkwell is running at ${base}`);

    // A client's idle keep-alive connection: it is asked again after more than Node's default 5 s (below).
    const idle = connect(port, '127.0.0.1');
    expect(await askOnSocket(idle, port)).toBe('HTTP/1.1 200 OK');
    const idleSince = Date.now();

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

    // The keep-alive connection, idle for 6 s, still answers: a client that reuses it never meets a reset.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, idleSince + 6_000 - Date.now())));
    expect(await askOnSocket(idle, port)).toBe('HTTP/1.1 200 OK');

    // …SIGTERM stops it cleanly, the idle keep-alive connection included…
    const idleClosed = new Promise((resolve) => idle.once('close', resolve));
    first.process.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    await idleClosed;

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

describe('npm start', () => {
  /** Servers started under npm: not our children, so `running` does not reach them if a test fails. */
  const serverPids: number[] = [];
  afterEach(() => {
    for (const pid of serverPids.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  });
  beforeAll(() => {
    // `npm start` builds when the sources changed; rebuilding here would rewrite
    // dist/ under the app the other spec files are testing.
    const check = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--check'], { cwd: root });
    if (check.status !== 0) throw new Error('dist/ is older than the sources: run `npm run build` first (npm test does it).');
  });

  // npm passes these signals only to its own child. When that child was a
  // shell running the server, `kill <npm pid>` left the server running and
  // the data folder locked.
  it.each(['SIGTERM', 'SIGINT'] as const)('stops the server cleanly when the npm process gets %s', async (signal) => {
    const app = launch('npm', ['start'], npmDataDir, { PORT: '0', LOG_LEVEL: 'info' });
    running.push(app);
    await waitForOutput(app, 'Inkwell is running at http://localhost:');
    expect(app.output()).toContain('Build is up to date.');
    const lockFile = path.join(npmDataDir, 'inkwell.lock');
    const serverPid = (JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number }).pid;
    serverPids.push(serverPid);
    expect(serverPid).not.toBe(app.process.pid);

    app.process.kill(signal);
    let timer: NodeJS.Timeout | undefined;
    const code = await Promise.race([app.exited, new Promise<'still running'>((r) => (timer = setTimeout(() => r('still running'), 15_000)))]);
    clearTimeout(timer);
    expect(code, app.output()).toBe(0);
    expect(app.output()).toContain('"msg":"stopped"');
    expect(isRunning(serverPid)).toBe(false);
    expect(existsSync(lockFile)).toBe(false);
  }, 120_000);
});
