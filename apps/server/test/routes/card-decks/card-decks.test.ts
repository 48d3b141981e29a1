import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/app';
import { createTestApp } from '../../helpers/test-app';

// The deck PDF's boundary: only the decks and papers of /card-decks, in the error shape otherwise;
// the printing itself (Chromium over the built web app) is tested end to end (apps/web/e2e/card-decks.spec.ts).
describe('GET /api/card-decks/{deck}/deck.pdf', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses a deck or a paper it does not know, with a message', async () => {
    for (const url of ['/api/card-decks/astrology/deck.pdf', '/api/card-decks/ux-laws/deck.pdf?paper=a3', `/api/card-decks/${'x'.repeat(300)}/deck.pdf`]) {
      const response = await app.inject({ url });
      // An over-long path is the router's own refusal (414), in the same shape.
      expect([400, 414], url).toContain(response.statusCode);
      expect(response.json(), url).toMatchObject({ success: false, error: expect.any(String), code: expect.any(String) });
    }
  });

  it('says so when the web app it prints is not built', async () => {
    const response = await app.inject({ url: '/api/card-decks/cognitive-biases/deck.pdf?paper=letter' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, code: 'WEB_NOT_BUILT' });
  });

  it('is in the OpenAPI document, with its decks and papers', async () => {
    type Schema = { anyOf?: Schema[]; enum?: string[]; const?: string };
    const document = (await app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, { get?: { parameters?: Array<{ name: string; schema: Schema }> } }> };
    const operation = document.paths['/api/card-decks/{deck}/deck.pdf']?.get;
    expect(operation).toBeDefined();
    const values = (name: string) => {
      const schema = operation!.parameters!.find((parameter) => parameter.name === name)!.schema;
      return (schema.anyOf ?? [schema]).flatMap((option) => option.enum ?? [option.const]);
    };
    expect(values('deck')).toEqual(['cognitive-biases', 'ux-laws', 'research-methods', 'thinking-hats', 'mental-models']);
    expect(values('paper')).toEqual(['a4', 'letter']);
  });
});
