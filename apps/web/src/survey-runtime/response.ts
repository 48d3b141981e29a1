// Talking to the respondent API, shared by the answer page and the widget: loading a published
// survey, and one response per respondent and survey, kept on the device and sent with PUT under a
// response key the browser makes up once. The key is the idempotency key and the resume key: a send
// repeated after a lost connection updates the same response and never makes a second one.
import type { SurveyDefinition } from '@sightline/shared/research/survey';
import type { Answers } from '@sightline/shared/research/survey-logic';

export interface PublicSurvey {
  id: string;
  versionId: string;
  definition: SurveyDefinition;
}

export type Loaded = { survey: PublicSurvey } | { state: 'missing' | 'closed' | 'failed' };

export async function loadSurvey(origin: string, id: string): Promise<Loaded> {
  try {
    const response = await fetch(`${origin}/api/public/surveys/${encodeURIComponent(id)}`, { headers: { accept: 'application/json' } });
    if (response.ok) return { survey: ((await response.json()) as { survey: PublicSurvey }).survey };
    // 400: not even the form of a survey id.
    return { state: response.status === 404 || response.status === 400 ? 'missing' : response.status === 410 ? 'closed' : 'failed' };
  } catch {
    return { state: 'failed' };
  }
}

/** What the device keeps of one respondent's answers to one survey. */
export interface Progress {
  responseKey: string;
  answers: Answers;
  /** The screen the respondent is on: a question id, or 'welcome'. */
  at?: string;
  /** The respondent finished; `sent` once the server acknowledged it. */
  complete?: boolean;
  sent?: boolean;
}

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Pages served over plain http have no randomUUID; a version 4 UUID from getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The progress kept under `key`, or a new one (storage can be off: then it lives as long as the page). */
export function loadProgress(key: string): Progress {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as Progress | null;
    if (stored && typeof stored.responseKey === 'string' && typeof stored.answers === 'object') return stored;
  } catch {
    // Unreadable or blocked storage: start afresh.
  }
  return { responseKey: newKey(), answers: {} };
}

export function saveProgress(key: string, progress: Progress): void {
  try {
    localStorage.setItem(key, JSON.stringify(progress));
  } catch {
    // Full or blocked storage: the answers still go to the server.
  }
}

export interface ResponseBody {
  versionId: string;
  answers: Answers;
  complete: boolean;
  source: 'page' | 'widget';
  website: string;
}

export type Outcome =
  | { kind: 'ok' }
  /** Not sent (no connection, rate limited, server trouble): retried by itself. */
  | { kind: 'pending'; offline: boolean }
  /** The server refused this body: INVALID_ANSWERS (with problems), VERSION_CHANGED, ALREADY_COMPLETE, SURVEY_CLOSED… */
  | { kind: 'refused'; code: string; problems?: Record<string, string> };

export interface Outbox {
  /** Sends the latest body after a pause: answers as they are given. */
  schedule(): void;
  /** Sends the latest body now; resolves with this attempt's outcome. */
  send(): Promise<Outcome>;
}

/**
 * One response's sender. Only the newest body counts: a change while a send is on its way is sent
 * after it. A send that did not arrive is retried with growing pauses, and at once when the browser
 * is back online; every outcome also goes to `onOutcome`, retries' included.
 */
export function createOutbox(url: string, body: () => ResponseBody, onOutcome: (outcome: Outcome) => void): Outbox {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let flight: Promise<Outcome> | null = null;
  let again = false;
  let failures = 0;

  async function attempt(): Promise<Outcome> {
    try {
      const response = await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body()) });
      if (response.ok) return { kind: 'ok' };
      if (response.status === 429 || response.status >= 500) return { kind: 'pending', offline: false };
      const error = (await response.json().catch(() => ({}))) as { code?: string; problems?: Record<string, string> };
      return { kind: 'refused', code: error.code ?? String(response.status), problems: error.problems };
    } catch {
      return { kind: 'pending', offline: true };
    }
  }

  async function send(): Promise<Outcome> {
    clearTimeout(timer);
    if (flight) {
      again = true;
      return flight;
    }
    flight = attempt();
    const outcome = await flight;
    flight = null;
    if (outcome.kind === 'pending') timer = setTimeout(() => void send(), Math.min(30_000, 1000 * 2 ** failures++));
    else failures = 0;
    onOutcome(outcome);
    if (again && outcome.kind !== 'pending') {
      again = false;
      void send();
    }
    return outcome;
  }

  addEventListener('online', () => {
    if (failures > 0) void send();
  });
  return {
    schedule() {
      clearTimeout(timer);
      timer = setTimeout(() => void send(), 800);
    },
    send,
  };
}
