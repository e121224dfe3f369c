import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { Auth } from '../../auth/auth.ts';
import { matchingStep } from '../../auth/two-factor-hooks.ts';
import type { Database } from '../../db/client.ts';
import { accounts, twoFactors, users } from '../../db/schema.ts';

/** What a destructive action asks for besides the session: the password, and with 2FA on a current code. */
export interface IdentityProof {
  password: string;
  /** A TOTP code from the authenticator app, or one of the backup codes. */
  code?: string | undefined;
}

/** Which part of the proof failed ('code_missing': 2FA is on and no code was given). */
export type IdentityCheck = 'confirmed' | 'password' | 'code_missing' | 'code';

/**
 * A session alone must not be enough to delete an account: a session can be
 * borrowed (an unlocked laptop, a stolen cookie). The password proves the
 * owner is at the keyboard, and with 2FA on so does a code. A TOTP code is
 * checked as at sign-in, once per time step (users.totp_last_step advances,
 * so a code seen over a shoulder cannot be replayed); a backup code needs no
 * spending, since the account goes with it.
 */
export async function confirmIdentity(auth: Auth, db: Database, userId: string, proof: IdentityProof): Promise<IdentityCheck> {
  const context = await auth.$context;
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  if (!credential?.hash || !(await context.password.verify({ hash: credential.hash, password: proof.password }))) return 'password';

  const [user] = await db.select({ twoFactorEnabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId)).limit(1);
  if (user?.twoFactorEnabled !== true) return 'confirmed';
  const code = proof.code?.trim();
  if (!code) return 'code_missing';
  const [second] = await db.select({ secret: twoFactors.secret, backupCodes: twoFactors.backupCodes }).from(twoFactors).where(eq(twoFactors.userId, userId)).limit(1);
  if (!second) return 'code';
  const secret = await symmetricDecrypt({ key: context.secretConfig, data: second.secret });
  const step = matchingStep(secret, code);
  if (step !== undefined) {
    const advanced = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
      .returning({ id: users.id });
    return advanced.length > 0 ? 'confirmed' : 'code';
  }
  const backupCodes = JSON.parse(await symmetricDecrypt({ key: context.secretConfig, data: second.backupCodes })) as unknown;
  return Array.isArray(backupCodes) && backupCodes.includes(code) ? 'confirmed' : 'code';
}
