import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { SurveyDefinition } from '@sightline/shared/research/survey';
import type { App } from '../../../src/app';

/** A survey with logic: "why" is shown only to tea drinkers. */
export const DEFINITION: SurveyDefinition = {
  schemaVersion: 1,
  title: 'Drinks',
  layout: 'one-per-screen',
  thankYou: { title: 'Thanks!' },
  questions: [
    { type: 'single_choice', id: 'drink', title: 'What do you drink?', required: true, allowOther: true, options: [{ id: 'tea', label: 'Tea' }, { id: 'coffee', label: 'Coffee' }] },
    { type: 'short_text', id: 'why', title: 'Why tea?', required: false, maxLength: 100, showIf: [{ questionId: 'drink', operator: 'equals', value: 'tea' }] },
    { type: 'yes_no', id: 'sugar', title: 'Sugar?', required: false, allowDontKnow: true },
    { type: 'nps', id: 'recommend', title: 'Would you recommend us?', required: false },
  ],
};

/** A browser: its owner cookie once it has one. */
export class Browser {
  cookie: string | undefined;
  constructor(private readonly app: App) {}

  async request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) {
    const response = await this.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...(payload === undefined && method !== 'GET' ? { 'content-type': 'application/json' } : {}), ...headers },
    });
    const setCookie = response.headers['set-cookie'];
    if (setCookie) this.cookie = String(setCookie).split(';')[0];
    return response;
  }

  /** Creates and publishes a survey; returns its id and the published version's id. */
  async publishedSurvey(definition: SurveyDefinition = DEFINITION): Promise<{ id: string; versionId: string }> {
    const created = await this.request('POST', '/api/surveys', { title: definition.title, definition });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().survey.id as string;
    const published = await this.request('POST', `/api/surveys/${id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    const survey = await this.app.inject({ method: 'GET', url: `/api/public/surveys/${id}` });
    return { id, versionId: survey.json().survey.versionId as string };
  }
}

/** A respondent's save (no cookie): PUT /api/public/surveys/{id}/responses/{key}. */
export function answer(app: App, surveyId: string, body: { versionId: string; answers: Record<string, unknown>; complete: boolean; website?: string; source?: string }, key: string = randomUUID(), remoteAddress = '198.51.100.7') {
  return app.inject({ method: 'PUT', url: `/api/public/surveys/${surveyId}/responses/${key}`, payload: body, remoteAddress });
}
