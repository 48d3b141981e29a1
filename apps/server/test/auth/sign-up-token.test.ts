import { describe, expect, it } from 'vitest';
import { createSignUpToken, isSignUpToken, openSignUpToken, SIGN_UP_TOKEN_LIFETIME_MS } from '../../src/auth/sign-up-token';

const SECRET = 'a-server-secret-0123456789';
const PENDING = { name: 'Zoë Ünicode', email: 'zoe@example.com', passwordHash: 'scrypt$16384$8$1$salt$hash' };

describe('sign-up tokens', () => {
  it('open to the pending account they were sealed with, until they expire', () => {
    const now = Date.now();
    const token = createSignUpToken(SECRET, PENDING, now);
    expect(isSignUpToken(token)).toBe(true);
    expect(token).not.toContain('zoe');
    expect(openSignUpToken(SECRET, token, now + SIGN_UP_TOKEN_LIFETIME_MS - 1)).toEqual(PENDING);
    expect(openSignUpToken(SECRET, token, now + SIGN_UP_TOKEN_LIFETIME_MS)).toBeNull();
  });

  it('do not open under another secret, altered, truncated or made up', () => {
    const token = createSignUpToken(SECRET, PENDING);
    expect(openSignUpToken('another-secret-0123456789', token)).toBeNull();
    const body = token.slice('signup.'.length);
    const flipped = `signup.${body.slice(0, 30)}${body[30] === 'A' ? 'B' : 'A'}${body.slice(31)}`;
    for (const forged of [flipped, token.slice(0, -4), 'signup.', 'signup.AAAA', `signup.${'A'.repeat(200)}`, 'x'.repeat(43)]) expect(openSignUpToken(SECRET, forged), forged.slice(0, 40)).toBeNull();
  });
});
