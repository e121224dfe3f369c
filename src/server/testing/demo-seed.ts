import { beforeAll, expect } from 'vitest';
import { demoAccount } from '../../shared/demo-account.ts';
import { createLogger } from '../logger.ts';
import { parsePool } from '../parsing/pool.ts';
import { seedDemoAccount } from '../seed/demo.ts';
import { appForFile } from './app-for-file.ts';
import { cookieHeader, type TestApp } from './harness.ts';

/**
 * The app for one file's tests of the demo seed: `seed()` seeds its
 * database as start-up does, `signIn()` signs in as the demo account (and
 * expects that to work) and gives the cookie header.
 */
export function demoSeedForFile(): { t: TestApp; seed(): Promise<void>; signIn(): Promise<string> } {
  const t = appForFile();
  const logger = createLogger('silent');
  beforeAll(async () => {
    // The seed attaches a text in a parse worker, which starts (under tsx, for seconds) on its first job: started here, so no test's own time limit pays for it.
    await parsePool.run('readAttachment', { text: 'Warm-up.' });
  });
  return {
    t,
    seed: () => seedDemoAccount({ auth: t.auth, db: t.database.db, logger }),
    async signIn() {
      const res = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: demoAccount.email, password: demoAccount.password } });
      expect(res.status).toBe(200);
      return cookieHeader(res);
    },
  };
}
