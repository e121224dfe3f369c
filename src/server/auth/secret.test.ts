import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './secret.ts';

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'inkwell-secret-'));
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

function freshDir(): string {
  return mkdtempSync(path.join(root, 'data-'));
}

describe('resolveAuthSecret', () => {
  it('generates a secret on first start and keeps it in the data folder, readable by the owner only', () => {
    const dir = path.join(freshDir(), 'not-yet-created');
    const secret = resolveAuthSecret(undefined, dir);
    expect(secret.length).toBeGreaterThanOrEqual(32);

    const file = path.join(dir, 'auth-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('returns the same secret on the next start', () => {
    const dir = freshDir();
    const first = resolveAuthSecret(undefined, dir);
    const second = resolveAuthSecret(undefined, dir);
    expect(second).toBe(first);
  });

  it('generates a different secret for another data folder', () => {
    expect(resolveAuthSecret(undefined, freshDir())).not.toBe(resolveAuthSecret(undefined, freshDir()));
  });

  it('uses AUTH_SECRET when it is set and writes nothing', () => {
    const dir = freshDir();
    const configured = 'configured-secret-0123456789-abcdefghij';
    expect(resolveAuthSecret(configured, dir)).toBe(configured);
    expect(existsSync(path.join(dir, 'auth-secret'))).toBe(false);
  });

  it('prefers AUTH_SECRET over a stored secret', () => {
    const dir = freshDir();
    const stored = resolveAuthSecret(undefined, dir);
    const configured = 'configured-secret-0123456789-abcdefghij';
    expect(resolveAuthSecret(configured, dir)).toBe(configured);
    // The stored one is kept for a later start without AUTH_SECRET.
    expect(resolveAuthSecret(undefined, dir)).toBe(stored);
  });

  it('replaces a stored secret that is too short to be safe', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'auth-secret'), 'short\n', { mode: 0o600 });
    const secret = resolveAuthSecret(undefined, dir);
    expect(secret).not.toBe('short');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret(undefined, dir)).toBe(secret);
  });
});
