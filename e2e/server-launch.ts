import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** Launching the built server as its own process (`npm start` once built), for process-level tests. */

export const root = path.resolve(import.meta.dirname, '..');
export const mainJs = path.join(root, 'dist/node/server/main.js');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Running {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `command` (the built server, or `npm start`) with the embedded database in `dataDir`; `env` adds or overrides variables. */
export function launch(command: string, args: string[], dataDir: string, env: Record<string, string> = {}): Running {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', AUTH_SECRET: '', SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { process: child, output: () => output, exited };
}

/** The built server on `port`. */
export function startServer(port: number, dataDir: string, env: Record<string, string> = {}): Running {
  return launch(process.execPath, [mainJs], dataDir, { PORT: String(port), ...env });
}

export async function waitForOutput(running: Running, text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!running.output().includes(text)) {
    if (running.process.exitCode !== null || running.process.signalCode !== null) throw new Error(`exited early:\n${running.output()}`);
    if (Date.now() > deadline) throw new Error(`no "${text}" in:\n${running.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
