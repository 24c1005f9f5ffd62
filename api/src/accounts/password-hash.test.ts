import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';

describe('scrypt password hashes', () => {
  it('stores a self-describing scrypt$N$r$p$salt$hash string with N=2^15, r=8, p=1', async () => {
    const stored = await hashPassword('om-namah-7');
    const [scheme, N, r, p, salt, hash] = stored.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(hash ?? '', 'base64')).toHaveLength(64);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('om-namah-7');
    expect(await verifyPassword('om-namah-7', stored)).toBe(true);
    expect(await verifyPassword('om-namah-8', stored)).toBe(false);
  });

  it('salts each hash, so the same password hashes differently', async () => {
    expect(await hashPassword('same-password')).not.toBe(await hashPassword('same-password'));
  });

  it('verifies with the parameters stored in the hash', async () => {
    const cheap = await hashPassword('pilgrim!1', { N: 2 ** 10, r: 8, p: 1 });
    expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('pilgrim!1', cheap)).toBe(true);
  });

  it('refuses a malformed stored value', async () => {
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
  });
});
