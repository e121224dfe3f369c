import { refetchSession } from '../lib/session.ts';
import { freshAccount } from './accounts.ts';
import { answer } from './api-answers.ts';

/** What GET /api/auth/get-session answers for the new free account of accounts.ts. */
export const freshSession = { user: { ...freshAccount, name: 'Ada' } };

/**
 * Answers the session endpoint for a visitor or the new account, and has the
 * app's session store read it now: the store lives as long as the test file,
 * so a test that depends on who is signed in sets it itself.
 */
export async function sessionOf(who: 'visitor' | 'member'): Promise<void> {
  answer('GET /api/auth/get-session', { json: who === 'member' ? freshSession : null });
  await refetchSession();
}
