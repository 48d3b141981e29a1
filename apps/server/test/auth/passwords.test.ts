import { describe, expect, it } from 'vitest';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../src/auth/passwords';
import { generateToken, hashToken } from '../../src/auth/tokens';

describe('passwords', () => {
  it('verifies the right password and rejects others', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('rejects a stored value that is not an scrypt hash', async () => {
    expect(await verifyPassword('x', 'plaintext')).toBe(false);
  });

  it('keeps one decoy hash that no password matches by accident', async () => {
    const decoy = await decoyPasswordHash();
    expect(await decoyPasswordHash()).toBe(decoy);
    expect(await verifyPassword('', decoy)).toBe(false);
  });
});

describe('tokens', () => {
  it('are 32 random bytes in base64url, stored as a SHA-256', () => {
    const token = generateToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(generateToken()).not.toBe(token);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(Buffer.from(hashToken(token), 'base64url')).toHaveLength(32);
  });
});
