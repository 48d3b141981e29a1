// Every operation in the OpenAPI document gets malformed input — bad JSON, bodies of the wrong
// shape, huge bodies, hostile path parameters and query strings, with and without a token — and
// must answer below 500, with the API's one error shape whenever it refuses. Routes added later
// are swept without touching this file.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createAccount } from '../helpers/accounts';
import { createTestApp } from '../helpers/test-app';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Operation {
  method: Method;
  path: string;
}

let app: App;
let token: string;
let operations: Operation[] = [];

beforeAll(async () => {
  app = await createTestApp();
  ({ token } = await createAccount(app, 'sweep@example.com'));
  const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Partial<Record<Method, unknown>>> };
  operations = Object.entries(spec.paths).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'patch', 'delete'] as const).filter((method) => item[method] !== undefined).map((method) => ({ method, path })),
  );
});
afterAll(() => app.close());

const HOSTILE_PARAMS = ['x', '0', '-1', '%00', '..%2F..%2Fetc%2Fpasswd', "'; drop table users; --", 'a'.repeat(2000), '%E2%82', '00000000-0000-0000-0000-000000000000'];
const BAD_BODIES = ['{"a": ', '[]', '"text"', '42', 'null', '{"startUrls": 5, "maxPages": "many", "domain": [], "email": {}, "token": null}'];

function fill(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, value);
}

/** Signing out would revoke the token the other requests use (malformed-requests.test.ts covers it). */
function authorised(operation: Operation): Record<string, string> {
  return { authorization: `Bearer ${operation.path.endsWith('/signout') ? 'not-a-session' : token}` };
}

/** GET operations get no body; the others get `payload` as JSON. */
function send(operation: Operation, url: string, payload: string, headers: Record<string, string> = {}) {
  const method = operation.method.toUpperCase() as 'GET';
  if (operation.method === 'get') return app.inject({ method, url, headers });
  return app.inject({ method, url, payload, headers: { 'content-type': 'application/json', ...headers } });
}

function expectHandled(response: { statusCode: number; headers: Record<string, unknown>; body: string }, label: string) {
  expect(response.statusCode, `${label} → ${response.statusCode} ${response.body.slice(0, 200)}`).toBeLessThan(500);
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  if (response.statusCode >= 400 && isJson) {
    const body = JSON.parse(response.body) as Record<string, unknown>;
    expect(body.success, label).toBe(false);
    expect(typeof body.error === 'string' && body.error.length > 0, `${label} has an error message`).toBe(true);
  }
}

describe('every documented operation', () => {
  it('is listed (the sweep is not empty)', () => {
    expect(operations.length).toBeGreaterThan(15);
    expect(operations.map((op) => `${op.method} ${op.path}`)).toContain('post /api/proxy/v1/crawl');
  });

  it('answers hostile path parameters and query strings below 500', async () => {
    for (const operation of operations) {
      // Each URL once: a path without parameters is the same for every hostile value, and so is the
      // bad percent-encoding, which were sent nine times over.
      const urls = new Set([`${fill(operation.path, 'x')}?%ZZ=%ZZ`]);
      for (const value of HOSTILE_PARAMS) {
        const path = fill(operation.path, value);
        urls.add(path).add(`${path}?view=${value}&token=${value}&format=${value}&x[]=1`);
      }
      for (const url of urls) {
        for (const auth of [{}, authorised(operation), { authorization: 'Bearer forged' }]) {
          expectHandled(await send(operation, url, '{}', auth), `${operation.method} ${url.slice(0, 120)}`);
        }
      }
    }
    // Up to 57 requests an operation, over every operation there is: more than the default limit on
    // a loaded two-core machine once the API passed 100 operations.
  }, 240_000);

  it('answers bad JSON, wrongly shaped and huge bodies below 500', async () => {
    for (const operation of operations.filter((op) => op.method !== 'get')) {
      const url = fill(operation.path, 'x');
      for (const payload of [...BAD_BODIES, JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) })]) {
        for (const auth of [{}, authorised(operation)]) {
          expectHandled(await send(operation, url, payload, auth), `${operation.method} ${url} ${payload.slice(0, 40)}`);
        }
      }
    }
  });

  it('answers random JSON bodies below 500', async () => {
    const withBody = operations.filter((op) => op.method !== 'get');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withBody), fc.jsonValue({ maxDepth: 3 }), async (operation, value) => {
        const response = await send(operation, fill(operation.path, 'x'), JSON.stringify(value), authorised(operation));
        expectHandled(response, `${operation.method} ${operation.path} ${JSON.stringify(value).slice(0, 80)}`);
      }),
      { numRuns: 150 },
    );
  });
});
