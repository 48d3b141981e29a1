import type { BrowserWork } from '../browser-work/browser-work';

/**
 * What an account holds, by kind, as account deletion counts it: the work (site checks among the
 * bias reports, not the analyses), the responses people gave to its surveys, its task agents' runs, its API keys
 * and webhook deliveries, and the domain submissions that point at its analyses (they are kept without that link).
 */
export interface AccountData extends BrowserWork {
  surveyResponses: number;
  apiKeys: number;
  webhookEvents: number;
  domainSubmissions: number;
  agentRuns: number;
}
