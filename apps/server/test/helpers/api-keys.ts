import type { App } from '../../src/app';

/** An API key made the way a signed-in user makes one (POST /api/account/api-keys). */
export async function createApiKeyFor(app: App, sessionToken: string, scope: 'read' | 'write', name = `${scope} key`): Promise<{ key: string; id: string }> {
  const response = await app.inject({ method: 'POST', url: '/api/account/api-keys', headers: { authorization: `Bearer ${sessionToken}` }, payload: { name, scope } });
  if (response.statusCode !== 201) throw new Error(`creating an API key answered ${response.statusCode}: ${response.body}`);
  const body = response.json() as { key: string; apiKey: { id: string } };
  return { key: body.key, id: body.apiKey.id };
}
