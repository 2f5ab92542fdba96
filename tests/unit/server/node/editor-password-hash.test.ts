import { describe, expect, it } from 'vitest';
import { dummyHash, hashPassword, SCRYPT_PARAMS, verifyPassword } from '@/server/node/editor/password-hash';

/** Cheaper parameters for most cases: what is tested is the format and the comparison. */
const FAST = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashes (scrypt)', () => {
  it('stores the parameters, a random salt and the key, and verifies the right password only', async () => {
    const hash = await hashPassword('correct horse battery', FAST);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toContain('correct horse battery');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts each hash anew: one password, two different hashes, both verify', async () => {
    const [a, b] = await Promise.all([hashPassword('same password!', FAST), hashPassword('same password!', FAST)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same password!', a)).toBe(true);
    expect(await verifyPassword('same password!', b)).toBe(true);
  });

  it('uses the stored parameters, so a hash made with other ones still verifies', async () => {
    const hash = await hashPassword('a stronger one!', { N: 2 ** 11, r: 4, p: 2 });
    expect(hash.split('$').slice(1, 4)).toEqual(['2048', '4', '2']);
    expect(await verifyPassword('a stronger one!', hash)).toBe(true);
  });

  it("defaults to OWASP's scrypt parameters (N=2^17, r=8, p=1)", async () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    const hash = await hashPassword('default parameters');
    expect(hash.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('default parameters', hash)).toBe(true);
  });

  it('refuses a hash it cannot read instead of throwing', async () => {
    for (const stored of ['', 'plain', 'bcrypt$x$y', 'scrypt$0$8$1$c2FsdA$a2V5', 'scrypt$1024$8$1$$'])
      expect(await verifyPassword('anything at all', stored)).toBe(false);
  });

  it('has one dummy hash, which no password matches, for unknown emails', async () => {
    const dummy = await dummyHash();
    expect(await dummyHash()).toBe(dummy);
    expect(await verifyPassword('', dummy)).toBe(false);
  });
});
