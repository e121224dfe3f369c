import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { PasswordHashing } from '../auth/auth.ts';

/**
 * The unit and integration tests' password hash (decision 0033, addendum of
 * 2026-12-02): better-auth's own scheme — scrypt of the NFKC-normalised
 * password with a random 16-byte salt, stored as `salt:key` in hex, a 64-byte
 * key — with a work factor of N=16, r=1 instead of N=16384, r=16. A wrong
 * password still fails and every hash is still salted; what it saves is
 * about 0.2 s of a core per sign-up and per sign-in, which was over a third
 * of the unit suite's CPU time. The browser tests run the built app, and one
 * integration test the product's configuration, with the real hash.
 */
const params = { N: 16, r: 1, p: 1 };
const keyLength = 64;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, params, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export const quickPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await derive(password, salt)).toString('hex')}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(':');
    if (!salt || !key) throw new Error('Invalid password hash');
    const expected = Buffer.from(key, 'hex');
    const actual = await derive(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
