// Surveys made through the owner API for the answer page and widget specs. Each Playwright request
// context keeps its own owner cookie, so the context that created a survey is the one that reads
// its responses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, type APIRequestContext } from '@playwright/test';
import type { SurveyDefinition } from '@sightline/shared/research/survey';

export const WEB_DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

export interface ResponseRow {
  status: 'partial' | 'complete';
  source: string;
  answers: Record<string, unknown>;
}

/** Creates and publishes a survey; `allowedOrigins` lets pages there embed it with the widget. */
export async function publishSurvey(request: APIRequestContext, definition: SurveyDefinition, allowedOrigins: string[] = []): Promise<string> {
  const created = await request.post('/api/surveys', { data: { title: definition.title, definition } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { survey: { id: string } }).survey;
  const published = await request.post(`/api/surveys/${id}/publish`, { headers: { 'content-type': 'application/json' }, data: {} });
  expect(published.ok(), await published.text()).toBe(true);
  if (allowedOrigins.length) {
    const settings = await request.put(`/api/surveys/${id}/settings`, { data: { allowedOrigins } });
    expect(settings.ok(), await settings.text()).toBe(true);
  }
  return id;
}

export async function closeSurvey(request: APIRequestContext, id: string): Promise<void> {
  const closed = await request.post(`/api/surveys/${id}/close`, { headers: { 'content-type': 'application/json' }, data: {} });
  expect(closed.ok(), await closed.text()).toBe(true);
}

/** Every response of a survey, as its owner reads them. */
export async function responsesOf(request: APIRequestContext, id: string): Promise<ResponseRow[]> {
  const response = await request.get(`/api/surveys/${id}/responses`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { responses: ResponseRow[] }).responses;
}

/** Gzipped bytes of a built file, as a browser would download it compressed. */
export const gzippedSize = (path: string) => gzipSync(readFileSync(join(WEB_DIST, path))).length;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
