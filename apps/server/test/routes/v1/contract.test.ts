// Every /api/v1 operation of the OpenAPI document is called with a valid key, and its answer must
// be what the document declares for that status: the JSON body validates against the declared
// schema, a file has the declared media type. The operations come from the document itself, so an
// operation added without a case here fails the first test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addAgentRunStep, completeAgentRun, completeAnalysis, createAgentRunWithinLimits, createAnalysis } from '@sightline/db';
import { parseHostRules } from '@sightline/shared/net';
import type { App } from '../../../src/app';
import { createAccount } from '../../helpers/accounts';
import { createApiKeyFor } from '../../helpers/api-keys';
import { IDEA } from '../../helpers/browser-work';
import { startFixtureSite } from '../../helpers/fixture-site';
import { finding, page, report } from '../../helpers/report-fixture';
import { createTestApp } from '../../helpers/test-app';
import { answer, DEFINITION } from '../surveys/helpers';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Operation {
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface Fixtures {
  analysisId: string;
  surveyId: string;
  biasReportId: string;
  agentRunId: string;
  ideaId: string;
}
interface Case {
  url(fixtures: Fixtures): string;
  body?: object;
  status: number;
}

const CASES: Record<string, Case> = {
  'post /api/v1/analyses': { url: () => '/api/v1/analyses', body: { domain: 'shop.test', analysisTypes: ['GENERAL'] }, status: 202 },
  'get /api/v1/analyses': { url: () => '/api/v1/analyses', status: 200 },
  'get /api/v1/analyses/{id}': { url: ({ analysisId }) => `/api/v1/analyses/${analysisId}`, status: 200 },
  'get /api/v1/analyses/{id}/report': { url: ({ analysisId }) => `/api/v1/analyses/${analysisId}/report?view=detailed`, status: 200 },
  'post /api/v1/surveys': { url: () => '/api/v1/surveys', body: { definition: DEFINITION }, status: 201 },
  'get /api/v1/surveys': { url: () => '/api/v1/surveys', status: 200 },
  'get /api/v1/surveys/{id}': { url: ({ surveyId }) => `/api/v1/surveys/${surveyId}`, status: 200 },
  'get /api/v1/surveys/{id}/responses': { url: ({ surveyId }) => `/api/v1/surveys/${surveyId}/responses?limit=1`, status: 200 },
  'get /api/v1/surveys/{id}/responses.csv': { url: ({ surveyId }) => `/api/v1/surveys/${surveyId}/responses.csv`, status: 200 },
  'get /api/v1/surveys/{id}/results': { url: ({ surveyId }) => `/api/v1/surveys/${surveyId}/results?includePartial=true`, status: 200 },
  'get /api/v1/surveys/{id}/crosstab': { url: ({ surveyId }) => `/api/v1/surveys/${surveyId}/crosstab?row=drink&column=recommend`, status: 200 },
  'post /api/v1/ideas': { url: () => '/api/v1/ideas', body: { idea: IDEA }, status: 201 },
  'get /api/v1/ideas': { url: () => '/api/v1/ideas', status: 200 },
  'get /api/v1/ideas/{id}': { url: ({ ideaId }) => `/api/v1/ideas/${ideaId}`, status: 200 },
  'post /api/v1/bias/questions': { url: () => '/api/v1/bias/questions', body: { questions: ["Don't you agree that our amazing app is easy to use?", 'How often do you shop online?'] }, status: 201 },
  'get /api/v1/bias/reports/{id}': { url: ({ biasReportId }) => `/api/v1/bias/reports/${biasReportId}`, status: 200 },
  'post /api/v1/agent-runs': { url: () => '/api/v1/agent-runs', body: { domain: 'shop.test', task: 'contact', persona: 'keyboard' }, status: 202 },
  'get /api/v1/agent-runs': { url: () => '/api/v1/agent-runs', status: 200 },
  'get /api/v1/agent-runs/{id}': { url: ({ agentRunId }) => `/api/v1/agent-runs/${agentRunId}`, status: 200 },
  // The run has finished, so the stream sends its steps and `done`, and ends.
  'get /api/v1/agent-runs/{id}/events': { url: ({ agentRunId }) => `/api/v1/agent-runs/${agentRunId}/events`, status: 200 },
  'get /api/v1/agent-runs/{id}/screenshots/{file}': { url: ({ agentRunId }) => `/api/v1/agent-runs/${agentRunId}/screenshots/step-0.png`, status: 200 },
};

/** A 1×1 PNG, the screenshot file of the finished run below. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

/** OpenAPI 3.0 writes "or null" as `nullable: true`; JSON Schema, which the validator reads, as a type of its own. */
function jsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(jsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const { nullable, ...rest } = node as Record<string, unknown>;
  const converted = Object.fromEntries(Object.entries(rest).map(([name, value]) => [name, jsonSchema(value)]));
  return nullable === true ? { anyOf: [converted, { type: 'null' }] } : converted;
}

let site: Awaited<ReturnType<typeof startFixtureSite>>;
let app: App;
let dataDir: string;
let key: string;
let fixtures: Fixtures;
let operations: Array<{ id: string; operation: Operation }>;

beforeAll(async () => {
  site = await startFixtureSite();
  dataDir = mkdtempSync(join(tmpdir(), 'sightline-contract-'));
  app = await createTestApp({ dataDir, allowPrivateTargets: true, hostRules: parseHostRules(`MAP shop.test 127.0.0.1:${site.port}`) }, { work: false });
  const session = await createAccount(app, 'contract@example.com');
  key = (await createApiKeyFor(app, session.token, 'write')).key;

  // A finished analysis with findings of every outcome, and a survey with an answer in it.
  // The shared fixture's schemaVersion ('1') is not one the report schema accepts (1.x.y).
  const stored = { ...report([page('https://shop.test/', [finding('image-alt', 'failed', { elements: 2, category: 'accessibility' }), finding('meta-description', 'passed'), finding('tap-targets', 'needs-review')])], [finding('title-unique', 'failed')]), schemaVersion: '1.0.0' };
  const row = await createAnalysis(app.db, { domain: 'shop.test', request: { startUrl: 'https://shop.test/', maxPages: 1, maxDepth: 0, analysisTypes: ['GENERAL'], saveScreenshots: true }, ipHash: 'x', ownerKeyHash: null, userId: session.user.id });
  await completeAnalysis(app.db, row.id, { report: stored, scores: { overall: 50, general: 50 }, pagesDone: 1 });
  const survey = (await app.inject({ method: 'POST', url: '/api/v1/surveys', headers: { authorization: `Bearer ${key}` }, payload: { definition: DEFINITION } })).json().survey;
  const versionId = (await app.inject({ method: 'GET', url: `/api/public/surveys/${survey.id}` })).json().survey.versionId as string;
  const answered = await answer(app, survey.id, { versionId, answers: { drink: { choice: 'tea' }, why: 'warm', recommend: 9 }, complete: true });
  expect(answered.statusCode, answered.body).toBe(200);
  const bias = await app.inject({ method: 'POST', url: '/api/v1/bias/questions', headers: { authorization: `Bearer ${key}` }, payload: { surveyId: survey.id } });
  expect(bias.statusCode, bias.body).toBe(201);
  // A finished agent run of the account: one stored step with its screenshot file.
  const agentRun = await createAgentRunWithinLimits(app.db, { domain: 'shop.test', startUrl: 'http://shop.test/', task: 'contact', persona: 'desktop', ipHash: 'y', ownerKeyHash: null, userId: session.user.id }, { since: new Date(0), perHour: 10, inProgress: 10 });
  if (!('created' in agentRun)) throw new Error('the fixture run was refused');
  const runId = agentRun.created.id;
  await addAgentRunStep(app.db, { runId, index: 0, action: 'start', target: null, value: null, reason: 'Opened the start page.', score: null, url: 'http://shop.test/', title: 'Shop', at: new Date(), elapsedMs: 900, screenshot: 'step-0.png' });
  await completeAgentRun(app.db, runId, {
    outcome: 'failure',
    decisionMaker: 'heuristic',
    durationMs: 900,
    findings: { finalUrl: 'http://shop.test/', stopReason: 'stuck', evidence: null, actions: 0, shortestPath: null, deadEnds: [], errors: [], frictionFindings: [{ id: 'contact-missing', title: 'No contact details', detail: 'Nothing on the page names a way to get in touch.', guide: '/guides/laws/jakobs-law', stepIndex: 0, severity: 'high' }], limits: { maxSteps: 25, timeLimitMs: 90_000 } },
  });
  mkdirSync(join(app.config.dataDir, 'agent-runs', runId), { recursive: true });
  writeFileSync(join(app.config.dataDir, 'agent-runs', runId, 'step-0.png'), PNG);
  const idea = await app.inject({ method: 'POST', url: '/api/v1/ideas', headers: { authorization: `Bearer ${key}` }, payload: { idea: IDEA } });
  expect(idea.statusCode, idea.body).toBe(201);
  fixtures = { analysisId: row.id, surveyId: survey.id, biasReportId: bias.json().report.id, ideaId: idea.json().idea.id, agentRunId: runId };

  const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Partial<Record<Method, Operation>>> };
  operations = Object.entries(spec.paths)
    .filter(([path]) => path.startsWith('/api/v1/'))
    .flatMap(([path, item]) => (['get', 'post', 'put', 'patch', 'delete'] as const).flatMap((method) => (item[method] ? [{ id: `${method} ${path}`, operation: item[method] }] : [])));
});
afterAll(async () => {
  await app.close();
  await site.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the /api/v1 contract', () => {
  it('has a case for every operation in the OpenAPI document, and no case for one it lacks', () => {
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.map((op) => op.id).sort()).toEqual(Object.keys(CASES).sort());
  });

  it('answers every operation, called with a valid key, as its schema declares', async () => {
    for (const { id, operation } of operations) {
      const test = CASES[id]!;
      const method = id.split(' ')[0]!.toUpperCase() as 'GET';
      const response = await app.inject({ method, url: test.url(fixtures), headers: { authorization: `Bearer ${key}` }, ...(test.body ? { payload: test.body } : {}) });
      expect(response.statusCode, `${id}: ${response.body.slice(0, 300)}`).toBe(test.status);
      const declared = operation.responses[String(test.status)]?.content;
      expect(declared, `${id} declares its ${test.status} answer`).toBeDefined();
      const mediaType = String(response.headers['content-type']).split(';')[0]!;
      expect(Object.keys(declared!), `${id} answers a declared media type`).toContain(mediaType);
      if (mediaType === 'application/json') {
        const schema = jsonSchema(declared![mediaType]!.schema) as never;
        const body: unknown = response.json();
        const errors = [...Value.Errors(schema, body)].slice(0, 5).map((error) => `${error.instancePath} ${error.message}`);
        expect(errors, `${id}'s body matches its schema`).toEqual([]);
      } else {
        expect(response.body.length, `${id} sends a body`).toBeGreaterThan(0);
      }
      expect(response.headers['ratelimit-limit'], `${id} says its rate limit`).toBeDefined();
    }
  });

  it('declares the report body itself, not an unknown', () => {
    const report = operations.find((op) => op.id === 'get /api/v1/analyses/{id}/report')!.operation;
    const schema = report.responses['200']!.content!['application/json']!.schema as { properties: Record<string, { properties?: object }> };
    expect(Object.keys(schema.properties.report!.properties ?? {})).toEqual(expect.arrayContaining(['pages', 'scores', 'siteFindings', 'options']));
  });

  it('declares its errors in the one error shape', () => {
    for (const { id, operation } of operations) {
      for (const status of ['401', '429']) {
        const schema = operation.responses[status]?.content?.['application/json']?.schema as { required?: string[] } | undefined;
        expect(schema?.required, `${id} ${status}`).toEqual(expect.arrayContaining(['success', 'error', 'code']));
      }
    }
  });
});
