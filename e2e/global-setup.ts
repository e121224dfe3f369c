import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumArgs, chromiumPath, hasChromium } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: { baseURL: string; wsEndpoint: string; logFile: string } | null;
  }
}

const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(baseURL: string, app: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`the app exited with code ${app.exitCode} before it was ready`);
    try {
      const res = await fetch(baseURL + '/api/health');
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the app did not become healthy in time');
}

/**
 * Starts the real built app (dist/) once, on a free port with a fresh data
 * folder, plus one Chromium server that every spec file connects to.
 */
export default async function setup(project: TestProject) {
  if (!hasChromium) {
    console.error(
      `\n\n!!!!! BROWSER TESTS SKIPPED: no Chromium at ${chromiumPath}. Install it with: apt-get install -y chromium  (or set CHROMIUM_PATH) !!!!!\n\n`,
    );
    project.provide('e2e', null);
    return;
  }
  if (!existsSync(path.join(root, 'dist/node/server/main.js')) || !existsSync(path.join(root, 'dist/web/index.html'))) {
    throw new Error('The app is not built: run `npm run build` first (npm test does it).');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'inkwell-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const app = spawn(process.execPath, [path.join(root, 'dist/node/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'info',
      // The admin console's browser tests (e2e/admin.e2e.ts) sign up these accounts (the second stays unverified until its test verifies it).
      ADMIN_EMAILS: 'e2e-admin@example.com,e2e-pending-admin@example.com',
      // Settings › AI's browser test (e2e/user-model.e2e.ts) connects a fake model on 127.0.0.1.
      USER_MODELS: 'any',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  app.stdout?.pipe(log);
  app.stderr?.pipe(log);

  let browser: BrowserServer | undefined;
  try {
    await waitForHealth(baseURL, app);
    browser = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs });
  } catch (error) {
    app.kill('SIGKILL');
    throw error;
  }
  project.provide('e2e', { baseURL, wsEndpoint: browser.wsEndpoint(), logFile });

  return async () => {
    await browser?.close();
    if (app.exitCode === null) {
      await new Promise<void>((resolve) => {
        // A graceful stop is part of what the app promises; SIGKILL only if it hangs.
        const timer = setTimeout(() => app.kill('SIGKILL'), 15_000);
        app.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        app.kill('SIGTERM');
      });
    }
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
