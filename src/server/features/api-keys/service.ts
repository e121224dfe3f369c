import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, count, eq, lt, or, isNull, sql } from 'drizzle-orm';
import { apiKeyLimits, apiKeyPattern, type ApiKeyScope, type ApiKeySummary, type CreateApiKeyInput, type CreatedApiKey } from '../../../shared/api-keys.ts';
import type { Database } from '../../db/client.ts';
import { apiKeys, users } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` characters of base 62 from the system's CSPRNG, without modulo bias. */
function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += alphabet[byte % 62];
    }
  }
  return out;
}

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

type Row = typeof apiKeys.$inferSelect;

function summaryOf(row: Row): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiKeyScope[],
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** A new key for `userId`; the answer holds the secret, which is never stored or shown again. */
export async function createApiKey(db: Database, userId: string, input: CreateApiKeyInput, now = new Date()): Promise<CreatedApiKey> {
  const [held] = await db.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, userId));
  if ((held?.n ?? 0) >= apiKeyLimits.perUser) throw new AppError('conflict', `An account can hold ${apiKeyLimits.perUser} API keys. Revoke one you no longer use first.`);
  const id = randomBase62(12);
  // 43 characters of base 62: 256 bits.
  const key = `ink_${id}_${randomBase62(43)}`;
  const [row] = await db
    .insert(apiKeys)
    .values({
      id,
      userId,
      name: input.name,
      prefix: key.slice(0, 'ink_'.length + 12 + 1 + 4),
      hash: hashOf(key),
      scopes: input.scopes,
      expiresAt: input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * 86_400_000) : null,
    })
    .returning();
  return { ...summaryOf(row!), key };
}

export async function listApiKeys(db: Database, userId: string): Promise<ApiKeySummary[]> {
  const rows = await db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(asc(apiKeys.createdAt));
  return rows.map(summaryOf);
}

/** Revoked at once: the row goes. Another user's key answers like a missing one. */
export async function revokeApiKey(db: Database, userId: string, id: string): Promise<void> {
  // Not a key id (a NUL, a 10,000-character string): no such key, without asking the database.
  if (!/^[A-Za-z0-9]{12}$/.test(id)) throw new AppError('not_found');
  const removed = await db.delete(apiKeys).where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId))).returning({ id: apiKeys.id });
  if (removed.length === 0) throw new AppError('not_found');
}

export interface KeyHolder {
  keyId: string;
  userId: string;
  scopes: ApiKeyScope[];
}

/** The key's owner as stored (the API acts as them). */
export type KeyOwner = typeof users.$inferSelect;

/** A key's "last used" is written at most this often, not on every request. */
const lastUsedResolutionMs = 60_000;

/**
 * The key a request presents, or null when it is malformed, unknown, revoked
 * or expired. The row is found by the id in the key; the hashes are compared
 * in constant time, so timing tells nothing about the secret.
 */
export async function authenticateApiKey(db: Database, presented: string, now = new Date()): Promise<(KeyHolder & { owner: KeyOwner }) | null> {
  const match = apiKeyPattern.exec(presented);
  if (!match) return null;
  // The key and its owner in one query: every API request starts here.
  const [found] = await db.select({ key: apiKeys, owner: users }).from(apiKeys).innerJoin(users, eq(users.id, apiKeys.userId)).where(eq(apiKeys.id, match[1]!)).limit(1);
  if (!found) return null;
  const row = found.key;
  const expected = Buffer.from(row.hash, 'hex');
  const actual = Buffer.from(hashOf(presented), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  if (row.expiresAt && row.expiresAt <= now) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > lastUsedResolutionMs) {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`${now.toISOString()}::timestamptz - interval '1 minute'`))));
  }
  return { keyId: row.id, userId: row.userId, scopes: row.scopes as ApiKeyScope[], owner: found.owner };
}
