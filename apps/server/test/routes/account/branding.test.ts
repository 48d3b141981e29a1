import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app';
import { logoProblem } from '../../../src/routes/account/branding';
import { createAccount } from '../../helpers/accounts';
import { createTestApp } from '../../helpers/test-app';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const dataUrl = (type: string, bytes: Buffer) => `data:image/${type};base64,${bytes.toString('base64')}`;

let app: App;
let authorization: string;

beforeAll(async () => {
  app = await createTestApp({}, { work: false });
  authorization = `Bearer ${(await createAccount(app, 'agency@example.com')).token}`;
});
afterAll(async () => app.close());

function put(payload: unknown, headers: Record<string, string> = { authorization }) {
  return app.inject({ method: 'PUT', url: '/api/account/branding', headers, payload: payload as object });
}

describe('logo validation', () => {
  it('accepts PNG, JPEG and WebP whose bytes match the declared type', () => {
    expect(logoProblem(dataUrl('png', PNG))).toBeNull();
    expect(logoProblem(dataUrl('jpeg', JPEG))).toBeNull();
    expect(logoProblem(dataUrl('webp', WEBP))).toBeNull();
  });

  it.each([
    ['SVG', dataUrl('svg+xml', Buffer.from('<svg onload="alert(1)"/>')), /PNG, JPEG or WebP/],
    ['not a data URL', 'https://example.com/logo.png', /PNG, JPEG or WebP/],
    ['broken base64', 'data:image/png;base64,iVBO!!', /not valid base64/],
    ['empty data', 'data:image/png;base64,', /not valid base64/],
    ['a JPEG declared as PNG', dataUrl('png', JPEG), /not a PNG image/],
    ['HTML declared as WebP', dataUrl('webp', Buffer.from('<html><script>x</script>')), /not a WebP image/],
    ['more than 200 KB', dataUrl('png', Buffer.concat([PNG, Buffer.alloc(200 * 1024)])), /the limit is 200 KB/],
  ])('refuses %s', (_name, value, message) => {
    expect(logoProblem(value)).toMatch(message);
  });
});

describe('/api/account/branding', () => {
  it('needs a signed-in account', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/account/branding' })).statusCode).toBe(401);
    const refused = await put({ name: 'X', logoDataUrl: null, accentColor: null }, {});
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('starts empty, stores what is sent (accent lowercased, name trimmed) and clears with null', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/account/branding', headers: { authorization } })).json()).toEqual({ success: true, branding: { name: null, logoDataUrl: null, accentColor: null } });
    const logo = dataUrl('webp', WEBP);
    const saved = await put({ name: '  Acme Agency ', logoDataUrl: logo, accentColor: '#A1B2C3' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, branding: { name: 'Acme Agency', logoDataUrl: logo, accentColor: '#a1b2c3' } });
    expect((await app.inject({ method: 'GET', url: '/api/account/branding', headers: { authorization } })).json().branding.logoDataUrl).toBe(logo);
    expect((await put({ name: null, logoDataUrl: null, accentColor: null })).json().branding).toEqual({ name: null, logoDataUrl: null, accentColor: null });
  });

  it('accepts a logo close to 200 KB despite the 16 KB default body limit', async () => {
    const logo = dataUrl('png', Buffer.concat([PNG, Buffer.alloc(200 * 1024 - PNG.length)]));
    expect((await put({ name: 'Big', logoDataUrl: logo, accentColor: null })).statusCode).toBe(200);
  });

  it.each([
    ['an SVG logo', { name: 'A', logoDataUrl: dataUrl('svg+xml', Buffer.from('<svg/>')), accentColor: null }, 'INVALID_LOGO'],
    ['a logo whose bytes are not its type', { name: 'A', logoDataUrl: dataUrl('jpeg', PNG), accentColor: null }, 'INVALID_LOGO'],
    ['a logo over 200 KB', { name: 'A', logoDataUrl: dataUrl('png', Buffer.concat([PNG, Buffer.alloc(200 * 1024)])), accentColor: null }, 'INVALID_LOGO', 'The logo is 201 KB; the limit is 200 KB.'],
    ['a named colour', { name: 'A', logoDataUrl: null, accentColor: 'red' }, 'VALIDATION_ERROR'],
    ['a short hex colour', { name: 'A', logoDataUrl: null, accentColor: '#abc' }, 'VALIDATION_ERROR'],
    ['a blank name', { name: '   ', logoDataUrl: null, accentColor: null }, 'VALIDATION_ERROR'],
    ['a name over 80 characters', { name: 'x'.repeat(81), logoDataUrl: null, accentColor: null }, 'VALIDATION_ERROR'],
    ['a missing field', { name: 'A', logoDataUrl: null }, 'VALIDATION_ERROR'],
    ['an extra field', { name: 'A', logoDataUrl: null, accentColor: null, severityColor: '#ff0000' }, 'VALIDATION_ERROR'],
  ])('refuses %s with a 400 and a message', async (_name, payload, code, message?: string) => {
    const response = await put(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code, error: message ?? expect.any(String) });
  });

  it('refuses a body far over the limit with a 413 that names the real limit', async () => {
    const response = await put({ name: 'A', logoDataUrl: `data:image/png;base64,${'A'.repeat(400 * 1024)}`, accentColor: null });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('The request body is too large (limit 316 KB)');
  });
});
