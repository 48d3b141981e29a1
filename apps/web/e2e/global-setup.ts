// Before the first spec, once per run: the shared analysis (helpers/analysis-api.ts sharedAnalysis),
// a real analysis of the fixture site through the API by an account made for it. Started here and
// not awaited: it runs in the server while the first specs do, and the specs that read it wait for
// it to complete. Playwright starts the webServer before this, and passes process.env on to the workers.
import { request, type FullConfig } from '@playwright/test';
import { signUpThroughApi } from './helpers/accounts';
import { SHARED_ANALYSIS_ENV, startFixtureAnalysis, type SharedAnalysis } from './helpers/analysis-api';

export default async function globalSetup(config: FullConfig): Promise<void> {
  const api = await request.newContext({ baseURL: config.projects[0]!.use.baseURL });
  const token = await signUpThroughApi(api, 'Agency Owner');
  const shared: SharedAnalysis = { token, syntheticId: await startFixtureAnalysis(api, token) };
  process.env[SHARED_ANALYSIS_ENV] = JSON.stringify(shared);
  await api.dispose();
}
