import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries } from '@sightline/db';
import type { App } from '../../../src/app';
import { freePort } from '../../helpers/child-processes';
import { startSmtpServer } from '../../helpers/smtp';
import { createTestApp } from '../../helpers/test-app';

let app: App;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const OPERATOR = 'team@sightline.test';

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await createTestApp({ smtpUrl: smtp.url, smtpFrom: 'Sightline <no-reply@sightline.test>', enquiriesTo: OPERATOR });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

// One app for the file: each test uses its own address and IP, so the rate limits stay apart.
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;
let nextIp = 1;
const uniqueIp = () => `10.1.0.${nextIp++}`;

function send(payload: unknown, remoteAddress = uniqueIp(), target = app) {
  return target.inject({ method: 'POST', url: '/api/enquiries', payload: payload as object, remoteAddress });
}

async function storedRow(id: string, target = app) {
  const [row] = await target.db.select().from(enquiries).where(eq(enquiries.id, id));
  return row!;
}

describe('POST /api/enquiries', () => {
  it('stores a contact enquiry and emails the sender what was received and what happens next', async () => {
    const email = uniqueEmail('ada');
    const response = await send({ kind: 'contact', name: '  Ada Lovelace ', email, organisation: 'Analytical Engines Ltd', message: 'Can Sightline audit our docs site?', sourcePage: '/contact-us' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: `Thank you. We received your enquiry and sent a confirmation email to ${email}.`,
      data: { id: expect.any(String), email, confirmationEmail: 'sent' },
    });

    const row = await storedRow(body.data.id);
    expect(row).toMatchObject({ kind: 'contact', name: 'Ada Lovelace', email, organisation: 'Analytical Engines Ltd', message: 'Can Sightline audit our docs site?', details: {}, sourcePage: '/contact-us', confirmationEmailStatus: 'sent' });
    expect(row.confirmationEmailSentAt).toBeInstanceOf(Date);

    const mail = await smtp.waitForEmail(email);
    expect(mail.subject).toBe('We received your message');
    // Nothing the sender typed goes into the confirmation: any address can be typed into the form.
    expect(mail.text).not.toContain('Ada Lovelace');
    expect(mail.text).not.toContain('Analytical Engines');
    expect(mail.text).not.toContain('Can Sightline audit our docs site?');
    expect(mail.text).toContain('What happens next: Your message is stored on this Sightline installation for its operator, who replies by email.');
  });

  it("keeps each kind's own fields and names them in the email; the operator gets a copy", async () => {
    const email = uniqueEmail('grace');
    const response = await send({
      kind: 'apply',
      name: 'Grace\r\nBcc: everyone@example.com',
      email,
      message: 'I would like to help with the analyzer.',
      details: { roleOfInterest: ' Compiler engineer ', link: 'https://example.com/grace' },
      sourcePage: '/apply-now',
    });
    expect(response.statusCode).toBe(201);
    const row = await storedRow(response.json().data.id);
    expect(row.details).toEqual({ roleOfInterest: 'Compiler engineer', link: 'https://example.com/grace' });
    expect(row.organisation).toBeNull();
    // One-line fields stay on one line: the name goes into the operator's subject.
    expect(row.name).toBe('Grace Bcc: everyone@example.com');

    const mail = await smtp.waitForEmail(email);
    expect(mail.subject).toBe('We received your offer to help');
    expect(mail.text).not.toContain('Compiler engineer');

    await expect.poll(() => smtp.received.some((m) => m.to.includes(OPERATOR) && m.text.includes(email)), { timeout: 10_000 }).toBe(true);
    const notice = smtp.received.find((m) => m.to.includes(OPERATOR) && m.text.includes(email))!;
    expect(notice.subject).toBe('New offer to help from Grace Bcc: everyone@example.com');
    expect(notice.to).toEqual([OPERATOR]);
    expect(notice.text).toContain('through /apply-now');
    expect(notice.text).toContain('Would like to help with: Compiler engineer');
    expect(notice.text).toContain('Previous work: https://example.com/grace');
  });

  it('accepts the schedule-call, partner and enterprise forms with their fields, and apply without a link', async () => {
    const forms = [
      { kind: 'schedule-call', details: { preferredTimes: 'Tuesday or Thursday mornings', timeZone: 'Europe/Berlin' }, line: 'Time zone: Europe/Berlin' },
      { kind: 'partner', details: { partnershipType: 'agency' }, line: 'Partnership type: agency' },
      { kind: 'enterprise', details: { teamSize: '250-999' }, line: 'Team size: 250-999' },
      { kind: 'apply', details: { roleOfInterest: 'Testing with a screen reader' }, line: 'Would like to help with: Testing with a screen reader' },
    ];
    for (const form of forms) {
      const email = uniqueEmail(form.kind);
      const response = await send({ kind: form.kind, name: 'Linus', email, message: 'Hello', details: form.details });
      expect(response.statusCode, response.body).toBe(201);
      expect((await smtp.waitForEmail(email)).text).not.toContain(form.line);
      const [row] = await app.db.select().from(enquiries).where(eq(enquiries.email, email));
      expect(row!.details).toEqual(form.details);
    }
  });

  it('refuses bad input with a 400 naming each field in the order of the form, and stores nothing', async () => {
    const email = uniqueEmail('bad');
    const response = await send({ kind: 'contact', name: '   ', email: 'not-an-email', message: 'x'.repeat(5001) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      error: 'Enter your name. (2 more fields to fix.)',
      problems: [
        { field: 'name', message: 'Enter your name.' },
        { field: 'email', message: 'Enter an email address like name@example.com.' },
        { field: 'message', message: 'Shorten your message to 5000 characters or fewer.' },
      ],
    });

    const missing = await send({ kind: 'contact', email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().problems).toEqual([
      { field: 'name', message: 'Enter your name.' },
      { field: 'message', message: 'Enter your message.' },
    ]);

    const rows = await app.db.select().from(enquiries).where(eq(enquiries.email, email));
    expect(rows).toEqual([]);
  });

  it("checks each kind's fields: required ones, another kind's, choices, links and time zones", async () => {
    const base = { name: 'Alan', email: uniqueEmail('alan'), message: 'Hello' };
    const cases: Array<[unknown, Array<{ field: string; message: string }>]> = [
      [{ ...base, kind: 'apply', details: { link: 'https://example.com' } }, [{ field: 'details.roleOfInterest', message: 'Enter what you would like to help with.' }]],
      [{ ...base, kind: 'apply', details: { roleOfInterest: 'Design', link: 'javascript:alert(1)' } }, [{ field: 'details.link', message: 'Enter a link that starts with https:// (or http://).' }]],
      [{ ...base, kind: 'contact', details: { teamSize: '5000+' } }, [{ field: 'details.teamSize', message: '"details.teamSize" is not a field of this form.' }]],
      [{ ...base, kind: 'partner', details: { partnershipType: 'franchise' } }, [{ field: 'details.partnershipType', message: 'Choose the kind of partnership.' }]],
      [{ ...base, kind: 'schedule-call', details: { preferredTimes: 'Mondays', timeZone: 'Mars/Olympus_Mons' } }, [{ field: 'details.timeZone', message: 'Choose a time zone from the list, such as Europe/London.' }]],
      [{ ...base, kind: 'newsletter' }, [{ field: 'kind', message: 'Choose the form.' }]],
      [{ ...base, kind: 'contact', sourcePage: 'https://evil.example' }, [{ field: 'sourcePage', message: 'Check the page address.' }]],
      [{ ...base, kind: 'contact', admin: true }, [{ field: 'admin', message: '"admin" is not a field of this form.' }]],
      [{ ...base, kind: 'contact', name: 42 }, [{ field: 'name', message: 'Check your name.' }]],
    ];
    for (const [payload, problems] of cases) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().problems, JSON.stringify(payload)).toEqual(problems);
    }
  });

  it('answers malformed bodies with a 4xx and a message, never a 500', async () => {
    const bodies: Array<[string, string | undefined, number]> = [
      ['"just a string"', 'application/json', 400],
      ['null', 'application/json', 400],
      ['[1,2]', 'application/json', 400],
      ['{"kind":', 'application/json', 400],
      ['', 'application/json', 400],
      ['kind=contact', 'application/x-www-form-urlencoded', 415],
      [JSON.stringify({ kind: 'contact', name: 'A', email: 'a@example.com', message: 'x'.repeat(20_000) }), 'application/json', 413],
    ];
    for (const [payload, contentType, status] of bodies) {
      const response = await app.inject({ method: 'POST', url: '/api/enquiries', payload, headers: contentType ? { 'content-type': contentType } : {}, remoteAddress: uniqueIp() });
      expect(response.statusCode, payload.slice(0, 40)).toBe(status);
      expect(response.json()).toMatchObject({ success: false, error: expect.any(String), code: expect.any(String) });
    }
  });

  it('limits how many enquiries go to one address and come from one IP', async () => {
    const email = uniqueEmail('flood');
    const enquiry = { kind: 'contact', name: 'Eve', email, message: 'Hello' };
    for (let i = 0; i < 3; i++) expect((await send(enquiry)).statusCode).toBe(201);
    const limited = await send({ ...enquiry, email: email.toUpperCase() });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();

    // Bad input does not use up the attempts of one IP…
    const ip = uniqueIp();
    for (let i = 0; i < 12; i++) expect((await send({ kind: 'contact' }, ip)).statusCode).toBe(400);
    // …but ten enquiries an hour is the most it may send.
    for (let i = 0; i < 10; i++) expect((await send({ ...enquiry, email: uniqueEmail('ip') }, ip)).statusCode).toBe(201);
    expect((await send({ ...enquiry, email: uniqueEmail('ip') }, ip)).statusCode).toBe(429);
  });

  it('is in the OpenAPI document', async () => {
    const docs = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(docs.paths['/api/enquiries/'].post.tags).toEqual(['enquiries']);
  });
});

describe('when the confirmation cannot be sent', () => {
  let offline: App;
  beforeAll(async () => {
    // Nothing listens on this port: the SMTP connection is refused.
    offline = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${await freePort()}` });
  });
  afterAll(async () => {
    await offline?.close();
  });

  it('still stores the enquiry and says honestly that no confirmation went', async () => {
    const email = uniqueEmail('offline');
    const response = await send({ kind: 'enterprise', name: 'Barbara', email, message: 'About 300 people.', details: { teamSize: '250-999' } }, uniqueIp(), offline);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: `Thank you. We received your enquiry, but we could not send the confirmation email to ${email}. There is no need to send it again: the reply will go to that address.`,
      data: { email, confirmationEmail: 'failed' },
    });
    const row = await storedRow(response.json().data.id, offline);
    expect(row).toMatchObject({ kind: 'enterprise', confirmationEmailStatus: 'failed', confirmationEmailSentAt: null });
  });
});
