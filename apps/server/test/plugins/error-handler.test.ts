import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { describeValidation } from '../../src/plugins/error-handler';
import { createTestApp, LogCapture } from '../helpers/test-app';

describe('server errors', () => {
  let app: App;
  const logs = new LogCapture();
  beforeAll(async () => {
    app = await createTestApp({}, { logs, work: false });
  });
  afterAll(() => app.close());

  it('hide their details from the client and log them', async () => {
    // Break the database underneath the app: every query now fails inside the driver.
    await app.db.execute('ALTER TABLE users RENAME TO users_gone');
    const response = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'a@example.com', password: 'whatever' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_ERROR' });
    expect(response.body).not.toContain('users');
    const logged = logs.lines.find((line) => line.msg === 'request failed');
    expect(JSON.stringify(logged)).toContain('users');
  });
});

describe('describeValidation', () => {
  it('names nested fields and missing ones', () => {
    expect(describeValidation([{ instancePath: '/address/city', keyword: 'type', message: 'must be string' }], 'body')).toBe('Invalid field "address.city": must be string');
    expect(describeValidation([{ instancePath: '/address', keyword: 'required', params: { requiredProperties: ['zip'] } }], 'body')).toBe('Missing required field "address.zip"');
    expect(describeValidation([], 'querystring')).toBe('Invalid request querystring');
  });
});
