import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Users' model API keys at rest: AES-256-GCM under a key derived
 * (HKDF-SHA256) from ENCRYPTION_KEY, or from the auth secret when none is
 * set. Sealed values read `v1:<iv>:<tag>:<ciphertext>` (base64url).
 */
export interface SecretBox {
  seal(plain: string): string;
  /**
   * The plain text, and whether it was sealed under an older secret (the
   * caller seals it again); null when no secret we have can open it.
   */
  open(sealed: string): { plain: string; stale: boolean } | null;
}

const info = 'inkwell user model keys v1';

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', info, 32));
}

/**
 * `secrets[0]` seals; every one of them opens, in order. Passing the auth
 * secret after ENCRYPTION_KEY keeps keys saved before ENCRYPTION_KEY was set
 * readable (they are sealed again under it on their next use).
 */
export function createSecretBox(secrets: readonly string[]): SecretBox {
  const keys = [...new Set(secrets)].map(keyOf);
  const current = keys[0];
  if (!current) throw new Error('createSecretBox needs a secret');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join(':');
    },
    open(sealed) {
      const [version, iv, tag, ct] = sealed.split(':');
      if (version !== 'v1' || !iv || !tag || ct === undefined) return null;
      for (const [index, key] of keys.entries()) {
        try {
          const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
          decipher.setAuthTag(Buffer.from(tag, 'base64url'));
          const plain = Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
          return { plain, stale: index > 0 };
        } catch {
          // Not this key: the tag does not match.
        }
      }
      return null;
    },
  };
}
