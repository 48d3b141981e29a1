import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail, upsertSubscription } from '@sightline/db';
import type { App } from '../../../src/app';
import { createAccount } from '../../helpers/accounts';
import { createTestApp } from '../../helpers/test-app';
import { startSmtpServer, tokenFrom, type ReceivedEmail } from '../../helpers/smtp';

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

/** Every email to `address` with this subject, once at least `count` have arrived. */
async function mailsWithSubject(address: string, subject: string, count = 1): Promise<ReceivedEmail[]> {
  const matching = () => smtp.received.filter((mail) => mail.to.includes(address) && mail.subject === subject);
  await expect.poll(() => matching().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count);
  return matching();
}

function me(token: string) {
  return app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
}

describe('sign-up, me and sign-out', () => {
  it('creates the account only through the emailed link, which signs in once', async () => {
    const email = uniqueEmail('Ada').toUpperCase();
    const started = await post('/api/auth/signup', { name: 'Ada Lovelace', email, password: 'my secret password' });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({ success: true, message: 'Check your email: we sent a link to finish signing up. It expires in 24 hours.' });
    const [mail] = await mailsWithSubject(email.toLowerCase(), 'Finish creating your Sightline account');
    expect(await findUserByEmail(app.db, email.toLowerCase())).toBeNull();
    // The link carries the sealed pending account, not the password or its hash.
    expect(mail!.text).not.toContain('my secret password');
    expect(mail!.text).not.toContain('scrypt');
    const token = tokenFrom(mail!.text, 'magic_token');

    const confirmed = await post('/api/auth/magic-link', { token });
    expect(confirmed.statusCode).toBe(200);
    const session = confirmed.json().data;
    expect(session).toEqual({ user: { id: expect.any(String), name: 'Ada Lovelace', email: email.toLowerCase() }, authToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), subscription: { isActive: false } });
    expect((await findUserByEmail(app.db, email.toLowerCase()))?.passwordHash).toMatch(/^scrypt\$/);
    expect((await post('/api/auth/signin', { email, password: 'my secret password' }, {}, '10.0.8.1')).statusCode).toBe(200);
    expect((await post('/api/auth/magic-link', { token })).json()).toMatchObject({ success: false, code: 'INVALID_TOKEN' });

    const current = await me(session.authToken);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual({ success: true, data: { user: session.user, subscription: { isActive: false } } });

    // The web client sends sign-out with a JSON content type and no body.
    const signOut = await app.inject({ method: 'POST', url: '/api/auth/signout', headers: { authorization: `Bearer ${session.authToken}`, 'content-type': 'application/json' } });
    expect(signOut.statusCode).toBe(200);
    expect(signOut.json()).toEqual({ success: true });

    const after = await me(session.authToken);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED', error: expect.stringContaining('sign in again') });
  });

  it('answers for an email that has an account exactly as for a new one, and mails its owner instead', async () => {
    const taken = uniqueEmail('taken');
    await createAccount(app, taken, 'the owner password');
    const fresh = uniqueEmail('fresh');
    const forTaken = await post('/api/auth/signup', { name: 'Mallory', email: taken.toUpperCase(), password: 'attacker password' }, {}, '10.0.9.1');
    const forFresh = await post('/api/auth/signup', { name: 'Mallory', email: fresh, password: 'attacker password' }, {}, '10.0.9.1');
    expect(forTaken.statusCode).toBe(forFresh.statusCode);
    expect(forTaken.body).toBe(forFresh.body);
    const headerNames = (response: typeof forTaken) => Object.keys(response.headers).sort();
    expect(headerNames(forTaken)).toEqual(headerNames(forFresh));
    expect(forTaken.headers['content-length']).toBe(forFresh.headers['content-length']);

    const [notice] = await mailsWithSubject(taken, 'You already have a Sightline account');
    expect(notice!.text).toContain('Sign in at http://sightline.test:3000/');
    const resetLink = /https?:\/\/\S+reset_token=\S+/.exec(notice!.text)![0];
    const reset = await post('/api/auth/password-reset', { token: tokenFrom(resetLink, 'reset_token'), password: 'owner chose anew' });
    expect(reset.statusCode).toBe(200);
    await mailsWithSubject(fresh, 'Finish creating your Sightline account');
    // The attempt changed nothing of the account: the attacker's password never worked.
    expect((await post('/api/auth/signin', { email: taken, password: 'attacker password' }, {}, '10.0.9.2')).statusCode).toBe(401);
  });

  it('takes about as long for an email that has an account as for a new one (both hash the password)', async () => {
    const taken = uniqueEmail('slow-taken');
    await createAccount(app, taken);
    const time = async (email: string, ip: string) => {
      const started = performance.now();
      expect((await post('/api/auth/signup', { name: 'Timing', email, password: 'long enough' }, {}, ip)).statusCode).toBe(202);
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const takenTimes: number[] = [];
    const freshTimes: number[] = [];
    for (let round = 0; round < 5; round++) {
      takenTimes.push(await time(taken, `10.0.10.${round}`));
      freshTimes.push(await time(uniqueEmail('slow-fresh'), `10.0.11.${round}`));
    }
    const [takenMedian, freshMedian] = [median(takenTimes), median(freshTimes)];
    console.log(`sign-up median: existing email ${takenMedian.toFixed(1)} ms, new email ${freshMedian.toFixed(1)} ms`);
    expect(Math.max(takenMedian, freshMedian) / Math.min(takenMedian, freshMedian)).toBeLessThan(2);
  });

  it('refuses a sign-up link that was altered', async () => {
    const email = uniqueEmail('tamper');
    expect((await post('/api/auth/signup', { name: 'Ada', email, password: 'long enough' }, {}, '10.0.12.1')).statusCode).toBe(202);
    const token = tokenFrom((await smtp.waitForEmail(email)).text, 'magic_token');
    const altered = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
    expect((await post('/api/auth/magic-link', { token: altered })).json()).toMatchObject({ success: false, code: 'INVALID_TOKEN' });
    expect(await findUserByEmail(app.db, email)).toBeNull();
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
    const session = await createAccount(app, uniqueEmail('subscriber'));
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
  it('signs in with the right password, in the shape the spec’s call table gives', async () => {
    const email = uniqueEmail('signin');
    const { user } = await createAccount(app, email, 'the right one');
    const response = await post('/api/auth/signin', { email: email.toUpperCase(), password: 'the right one' }, {}, '10.0.1.1');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ success: true, data: { user, token: expect.any(String), subscription: { isActive: false } } });
    expect((await me(body.data.token)).statusCode).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const email = uniqueEmail('same');
    await createAccount(app, email, 'the right one');
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

describe('throttling per IP', () => {
  it('accepts 10 sign-ups an hour from one IP: 50 in a row get 10 through', async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < 50; attempt++) {
      answers.push((await post('/api/auth/signup', { name: 'Flood', email: uniqueEmail('flood-signup'), password: 'long enough' }, {}, '10.0.13.1')).statusCode);
    }
    const accepted = answers.filter((status) => status === 202).length;
    console.log(`sign-ups accepted from one IP: ${accepted} of ${answers.length}`);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(answers.slice(10)).toEqual(Array(40).fill(429));
    // Another IP is not affected.
    expect((await post('/api/auth/signup', { name: 'Other', email: uniqueEmail('other-ip'), password: 'long enough' }, {}, '10.0.13.2')).statusCode).toBe(202);
  });

  it('accepts 5 sign-ups per 15 minutes for one email, whatever the IP', async () => {
    const email = uniqueEmail('inbox');
    for (let attempt = 0; attempt < 5; attempt++) expect((await post('/api/auth/signup', { name: 'A', email, password: 'long enough' }, {}, `10.0.14.${attempt + 1}`)).statusCode).toBe(202);
    expect((await post('/api/auth/signup', { name: 'A', email, password: 'long enough' }, {}, '10.0.14.99')).statusCode).toBe(429);
  });

  it('accepts 30 sign-in attempts per 15 minutes from one IP across any number of emails', async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < 60; attempt++) {
      answers.push((await post('/api/auth/signin', { email: uniqueEmail(`spray-${attempt}`), password: 'Summer2026!' }, {}, '10.0.15.1')).statusCode);
    }
    const tried = answers.filter((status) => status === 401).length;
    console.log(`sign-in attempts answered from one IP across ${answers.length} emails: ${tried} (the rest 429)`);
    expect(answers.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(answers.slice(30)).toEqual(Array(30).fill(429));
  });
});

describe('magic links', () => {
  it('emails a single-use link that signs in', async () => {
    const email = uniqueEmail('magic');
    const { user } = await createAccount(app, email);
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
    await createAccount(app, known);
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
    await createAccount(app, email, 'old password');
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
    const old = await createAccount(app, email, 'old password');
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
