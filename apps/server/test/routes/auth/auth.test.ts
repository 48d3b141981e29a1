import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail, upsertSubscription } from '@sightline/db';
import type { App } from '../../../src/app';
import { createTestApp } from '../../helpers/test-app';
import { startSmtpServer, tokenFrom } from '../../helpers/smtp';

let app: App;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await createTestApp({ smtpUrl: smtp.url, smtpFrom: 'Sightline <no-reply@sightline.test>', publicUrl: 'http://sightline.test:3000' });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

// Tests share one app, so every test uses its own email (and IP where rate limits matter).
function uniqueEmail(label: string) {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

function post(url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') {
  return app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });
}

async function signUp(email: string, password = 'correct horse') {
  const response = await post('/api/auth/signup', { name: 'Ada Lovelace', email, password });
  expect(response.statusCode).toBe(201);
  return response.json().data as { user: { id: string; name: string; email: string }; token: string; subscription: { isActive: boolean } };
}

function me(token: string) {
  return app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
}

describe('sign-up, me and sign-out', () => {
  it('creates an account, signs it in, and sign-out revokes the token', async () => {
    const email = uniqueEmail('Ada').toUpperCase();
    const session = await signUp(email);
    expect(session.user).toEqual({ id: expect.any(String), name: 'Ada Lovelace', email: email.toLowerCase() });
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.subscription).toEqual({ isActive: false });

    const current = await me(session.token);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual({ success: true, data: { user: session.user, subscription: { isActive: false } } });

    // The web client sends sign-out with a JSON content type and no body.
    const signOut = await app.inject({ method: 'POST', url: '/api/auth/signout', headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' } });
    expect(signOut.statusCode).toBe(200);
    expect(signOut.json()).toEqual({ success: true });

    const after = await me(session.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED', error: expect.stringContaining('sign in again') });
  });

  it('stores only a hash of the password', async () => {
    const email = uniqueEmail('hash');
    await signUp(email, 'my secret password');
    const user = await findUserByEmail(app.db, email);
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
    expect(user?.passwordHash).not.toContain('my secret password');
  });

  it('refuses a second account for the same email with a clear 409', async () => {
    const email = uniqueEmail('twice');
    await signUp(email);
    const response = await post('/api/auth/signup', { name: 'Again', email: email.toUpperCase(), password: 'another password' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, error: 'An account with this email already exists. Sign in instead.', code: 'EMAIL_TAKEN' });
  });

  it('refuses a password shorter than 8 characters, naming the field', async () => {
    const response = await post('/api/auth/signup', { name: 'Short', email: uniqueEmail('short'), password: '1234567' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('"password"');
  });

  it('refuses a blank name', async () => {
    const response = await post('/api/auth/signup', { name: '   ', email: uniqueEmail('blank'), password: 'long enough' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('"name"');
  });

  it('reports the subscription once checkout has recorded one', async () => {
    const session = await signUp(uniqueEmail('subscriber'));
    await upsertSubscription(app.db, { userId: session.user.id, status: 'active', currentPeriodEnd: new Date(Date.now() + 86_400_000) });
    expect((await me(session.token)).json().data.subscription).toEqual({ isActive: true });
  });

  it('rejects a missing, malformed or unknown bearer token', async () => {
    for (const authorization of [undefined, 'Basic abc', 'Bearer', 'Bearer not-a-real-token']) {
      const response = await app.inject({ method: 'GET', url: '/api/auth/me', headers: authorization ? { authorization } : {} });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED', error: expect.any(String) });
    }
    expect((await post('/api/auth/signout', undefined)).statusCode).toBe(401);
  });
});

describe('sign-in', () => {
  it('signs in with the right password, in the shape of spec §7', async () => {
    const email = uniqueEmail('signin');
    const { user } = await signUp(email, 'the right one');
    const response = await post('/api/auth/signin', { email: email.toUpperCase(), password: 'the right one' }, {}, '10.0.1.1');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ success: true, data: { user, token: expect.any(String), subscription: { isActive: false } } });
    expect((await me(body.data.token)).statusCode).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const email = uniqueEmail('same');
    await signUp(email, 'the right one');
    const wrongPassword = await post('/api/auth/signin', { email, password: 'the wrong one' }, {}, '10.0.1.2');
    const unknownEmail = await post('/api/auth/signin', { email: uniqueEmail('nobody'), password: 'the wrong one' }, {}, '10.0.1.2');
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
    }
  });

  it('allows 10 attempts a minute per IP and email, then answers 429 with a message', async () => {
    const email = uniqueEmail('limited');
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await post('/api/auth/signin', { email, password: 'wrong password' }, {}, '10.0.2.1')).statusCode).toBe(401);
    }
    const limited = await post('/api/auth/signin', { email, password: 'wrong password' }, {}, '10.0.2.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, error: expect.stringMatching(/^Too many requests\. Please try again in (\d+ seconds?|1 minute)\.$/), code: 'RATE_LIMITED' });
    // Without TRUST_PROXY a client cannot claim another IP to get a fresh allowance.
    const spoofed = await post('/api/auth/signin', { email, password: 'wrong password' }, { 'x-forwarded-for': '203.0.113.9' }, '10.0.2.1');
    expect(spoofed.statusCode).toBe(429);
    // Another address from the same IP is a different key.
    expect((await post('/api/auth/signin', { email: uniqueEmail('other'), password: 'wrong password' }, {}, '10.0.2.1')).statusCode).toBe(401);
  });
});

describe('magic links', () => {
  it('emails a single-use link that signs in', async () => {
    const email = uniqueEmail('magic');
    const { user } = await signUp(email);
    const requested = await post('/api/auth/magic-link/request', { email }, {}, '10.0.3.1');
    expect(requested.statusCode).toBe(202);
    expect(requested.json()).toEqual({ success: true, message: expect.stringContaining('sign-in link') });

    const mail = await smtp.waitForEmail(email);
    expect(mail.subject).toBe('Your Sightline sign-in link');
    expect(mail.text).toMatch(/http:\/\/sightline\.test:3000\/\?magic_token=[A-Za-z0-9_-]{43}/);
    const token = tokenFrom(mail.text, 'magic_token');

    const exchanged = await post('/api/auth/magic-link', { token });
    expect(exchanged.statusCode).toBe(200);
    const body = exchanged.json();
    expect(body).toEqual({ success: true, data: { user, authToken: expect.any(String), subscription: { isActive: false } } });
    expect((await me(body.data.authToken)).json().data.user).toEqual(user);

    const reused = await post('/api/auth/magic-link', { token });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ success: false, code: 'INVALID_TOKEN', error: expect.stringContaining('expired or was already used') });
  });

  it('answers an unknown email exactly like a known one and sends nothing', async () => {
    const unknown = uniqueEmail('ghost');
    const known = uniqueEmail('known');
    await signUp(known);
    const forUnknown = await post('/api/auth/magic-link/request', { email: unknown }, {}, '10.0.3.2');
    const forKnown = await post('/api/auth/magic-link/request', { email: known }, {}, '10.0.3.2');
    expect(forUnknown.statusCode).toBe(202);
    expect(forUnknown.json()).toEqual(forKnown.json());
    await smtp.waitForEmail(known);
    expect(smtp.received.some((mail) => mail.to.includes(unknown))).toBe(false);
  });

  it('refuses a token that was never issued', async () => {
    const response = await post('/api/auth/magic-link', { token: 'x'.repeat(43) });
    expect(response.statusCode).toBe(401);
  });

  it('limits link requests to 5 per 15 minutes per email, and per IP', async () => {
    const email = uniqueEmail('flood');
    for (let attempt = 0; attempt < 5; attempt++) expect((await post('/api/auth/magic-link/request', { email }, {}, `10.0.4.${attempt + 1}`)).statusCode).toBe(202);
    const perEmail = await post('/api/auth/magic-link/request', { email }, {}, '10.0.4.99');
    expect(perEmail.statusCode).toBe(429);
    expect(perEmail.json().error).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);

    for (let attempt = 0; attempt < 5; attempt++) expect((await post('/api/auth/magic-link/request', { email: uniqueEmail('ip') }, {}, '10.0.5.1')).statusCode).toBe(202);
    expect((await post('/api/auth/magic-link/request', { email: uniqueEmail('ip') }, {}, '10.0.5.1')).statusCode).toBe(429);
  });
});

describe('password reset', () => {
  /** The newest email to `address` with this subject, waiting for it if needed. */
  async function mailWithSubject(address: string, subject: string) {
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(address) && mail.subject === subject).length, { timeout: 10_000 }).toBeGreaterThan(0);
    return smtp.received.filter((mail) => mail.to.includes(address) && mail.subject === subject).at(-1)!;
  }

  it('spends the magic links and other reset links mailed before it', async () => {
    const email = uniqueEmail('revoke');
    await signUp(email, 'old password');
    expect((await post('/api/auth/magic-link/request', { email }, {}, '10.0.7.1')).statusCode).toBe(202);
    const magicToken = tokenFrom((await mailWithSubject(email, 'Your Sightline sign-in link')).text, 'magic_token');
    expect((await post('/api/auth/password-reset/request', { email }, {}, '10.0.7.1')).statusCode).toBe(202);
    const firstReset = tokenFrom((await mailWithSubject(email, 'Reset your Sightline password')).text, 'reset_token');
    expect((await post('/api/auth/password-reset/request', { email }, {}, '10.0.7.1')).statusCode).toBe(202);
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(email) && mail.subject === 'Reset your Sightline password').length).toBe(2);
    const secondReset = tokenFrom((await mailWithSubject(email, 'Reset your Sightline password')).text, 'reset_token');

    expect((await post('/api/auth/password-reset', { token: secondReset, password: 'new password' })).statusCode).toBe(200);
    expect((await post('/api/auth/magic-link', { token: magicToken })).json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await post('/api/auth/password-reset', { token: firstReset, password: 'attacker password' })).json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await post('/api/auth/signin', { email, password: 'new password' }, {}, '10.0.7.2')).statusCode).toBe(200);
  });

  it('emails a reset link; using it sets the password, signs out other sessions and signs in', async () => {
    const email = uniqueEmail('reset');
    const old = await signUp(email, 'old password');
    expect((await post('/api/auth/password-reset/request', { email }, {}, '10.0.6.1')).statusCode).toBe(202);
    const mail = await smtp.waitForEmail(email);
    expect(mail.subject).toBe('Reset your Sightline password');
    const token = tokenFrom(mail.text, 'reset_token');

    // A reset token is not a magic-link token.
    expect((await post('/api/auth/magic-link', { token })).statusCode).toBe(401);

    const reset = await post('/api/auth/password-reset', { token, password: 'new password' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, data: { user: old.user, token: expect.any(String), subscription: { isActive: false } } });
    expect((await me(old.token)).statusCode).toBe(401);
    expect((await me(reset.json().data.token)).statusCode).toBe(200);

    expect((await post('/api/auth/signin', { email, password: 'old password' }, {}, '10.0.6.2')).statusCode).toBe(401);
    expect((await post('/api/auth/signin', { email, password: 'new password' }, {}, '10.0.6.2')).statusCode).toBe(200);

    const again = await post('/api/auth/password-reset', { token, password: 'third password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN', error: expect.stringContaining('expired or was already used') });
  });
});
