import type { AccountData } from '@sightline/db';

export type DeletionFate = 'deleted' | 'anonymised' | 'kept';

/** One kind of data and what deleting the account does to it, in words the person deciding reads. */
export interface DeletionItem {
  kind: keyof AccountData | 'account' | 'billing' | 'browserWork' | 'enquiries';
  label: string;
  count: number | null;
  fate: DeletionFate;
  detail: string;
}

/**
 * What DELETE /api/account does, kind by kind (deleteAccount is the transaction that does it): said
 * before the person confirms, with the counts of their own data. A count of null is a kind that is
 * not counted (it is one thing, or not linked to the account at all).
 */
export function deletionPlan(data: AccountData): DeletionItem[] {
  return [
    { kind: 'account', label: 'Your account', count: null, fate: 'deleted', detail: 'Name, email, password, white-label branding, every sign-in on every device and any emailed link not yet used.' },
    { kind: 'analyses', label: 'Analyses', count: data.analyses, fate: 'deleted', detail: 'Each report, its screenshots on the server and its share links, which stop working.' },
    { kind: 'biasReports', label: 'Bias reports', count: data.biasReports, fate: 'deleted', detail: 'Question checks and site checks (a site check with the analysis behind it), and their share links.' },
    { kind: 'surveys', label: 'Surveys', count: data.surveys, fate: 'deleted', detail: 'Drafts, published versions and read-only results links; the answer pages stop taking answers.' },
    { kind: 'surveyResponses', label: 'Responses to your surveys', count: data.surveyResponses, fate: 'deleted', detail: 'Every answer respondents gave, complete or partial.' },
    { kind: 'ideas', label: 'Ideas', count: data.ideas, fate: 'deleted', detail: 'Each idea with its validation survey and scorecard.' },
    { kind: 'sessions', label: 'Collaborative sessions', count: data.sessions, fate: 'deleted', detail: 'Each board with everything on it, including what invited guests wrote; invite links stop working.' },
    { kind: 'agentRuns', label: 'Task agent runs', count: data.agentRuns, fate: 'deleted', detail: 'Each run with its steps and their screenshots.' },
    { kind: 'apiKeys', label: 'API keys', count: data.apiKeys, fate: 'deleted', detail: 'Scripts using them are refused from then on (401).' },
    { kind: 'webhookEvents', label: 'Webhook endpoint and deliveries', count: data.webhookEvents, fate: 'deleted', detail: 'The endpoint, its signing secret and the record of each delivery; nothing more is sent.' },
    {
      kind: 'domainSubmissions',
      label: 'Records of domains submitted',
      count: data.domainSubmissions,
      fate: 'anonymised',
      detail: 'The note that a domain was submitted (the domain, the form and the time, with a keyed hash of the address used for rate limits) stays, without its link to your analysis or to you.',
    },
    {
      kind: 'billing',
      label: 'Subscription, bought reports and invoice records',
      count: null,
      fate: 'deleted',
      detail: "This server's copy is deleted; the payment provider keeps its own records of payments. An active subscription has to be cancelled (Manage billing) before the account can be deleted.",
    },
    { kind: 'browserWork', label: 'Work done signed out', count: null, fate: 'kept', detail: 'What a browser made without an account and never added to yours is not part of it: it stays with that browser.' },
    { kind: 'enquiries', label: 'Messages sent through the contact forms', count: null, fate: 'kept', detail: 'They are stored by the email address written in them, not linked to accounts, so they are not removed.' },
  ];
}
