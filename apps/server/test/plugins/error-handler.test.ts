import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

describe('an over-long path parameter', () => {
  let app: App;
  let webDistDir: string;
  beforeAll(async () => {
    // With a web build the static files' catch-all GET route exists, and it used to take over.
    webDistDir = mkdtempSync(join(tmpdir(), 'sightline-web-'));
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>Sightline</title>');
    app = await createTestApp({}, { work: false, webDistDir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('answers 414 in the API error shape on every operation and page path', async () => {
    type Method = 'get' | 'post' | 'put' | 'delete';
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Partial<Record<Method, unknown>>> };
    const long = 'a'.repeat(5000);
    const requests = Object.entries(spec.paths)
      .filter(([path]) => path.includes('{'))
      .flatMap(([path, item]) => (['get', 'post', 'put', 'delete'] as const).filter((method) => item[method]).map((method) => ({ method, url: path.replace(/\{[^}]+\}/g, long) })));
    requests.push({ method: 'get', url: `/standard-report/${long}` }, { method: 'get', url: `/blog/${long}` }, { method: 'get', url: `/api/${long}` });
    expect(requests.length).toBeGreaterThan(10);
    for (const { method, url } of requests) {
      const response = await app.inject({ method: method.toUpperCase() as 'GET', url });
      expect(response.statusCode, `${method} ${url.slice(0, 60)}`).toBe(414);
      expect(response.json()).toEqual({ success: false, error: 'A part of the address is too long', code: 'URI_TOO_LONG' });
    }
    // Ordinary paths still reach the pages and the API.
    expect((await app.inject({ method: 'GET', url: '/standard-report/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/analyses/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });
});

describe('describeValidation', () => {
  it('names nested fields and missing ones', () => {
    expect(describeValidation([{ instancePath: '/address/city', keyword: 'type', message: 'must be string' }], 'body')).toBe('Invalid field "address.city": must be string');
    expect(describeValidation([{ instancePath: '/address', keyword: 'required', params: { requiredProperties: ['zip'] } }], 'body')).toBe('Missing required field "address.zip"');
    expect(describeValidation([], 'querystring')).toBe('Invalid request querystring');
  });
});
