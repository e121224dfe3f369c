import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

const authSecret = 'an-auth-secret-that-is-long-enough-0123456789';
const encryptionKey = 'a-dedicated-encryption-key-0123456789abcdef';

describe('secret box (users’ model keys at rest)', () => {
  it('seals as v1:<iv>:<tag>:<ciphertext> without the plain text, differently each time, and opens it again', () => {
    const box = createSecretBox([authSecret]);
    const key = 'sk-live-abcdefghijklmnop1234';
    const a = box.seal(key);
    const b = box.seal(key);
    expect(a).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(a).not.toContain(key);
    expect(a).not.toContain(Buffer.from(key).toString('base64url'));
    expect(a).not.toBe(b);
    expect(box.open(a)).toEqual({ plain: key, stale: false });
  });

  it('another secret cannot open it, nor can anyone after a change to the sealed text', () => {
    const sealed = createSecretBox([authSecret]).seal('sk-1');
    expect(createSecretBox([encryptionKey]).open(sealed)).toBeNull();
    const [v, iv, tag, ct] = sealed.split(':');
    const flipped = `${v}:${iv}:${tag}:${ct!.startsWith('A') ? 'B' : 'A'}${ct!.slice(1)}`;
    expect(createSecretBox([authSecret]).open(flipped)).toBeNull();
    expect(createSecretBox([authSecret]).open('not sealed')).toBeNull();
  });

  it('keys sealed under the auth secret stay readable once ENCRYPTION_KEY is set, marked stale to be sealed again', () => {
    const sealed = createSecretBox([authSecret]).seal('sk-old');
    const box = createSecretBox([encryptionKey, authSecret]);
    expect(box.open(sealed)).toEqual({ plain: 'sk-old', stale: true });
    expect(box.open(box.seal('sk-new'))).toEqual({ plain: 'sk-new', stale: false });
    expect(createSecretBox([authSecret]).open(box.seal('sk-new'))).toBeNull();
  });
});
