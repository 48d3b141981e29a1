// Results and cross-tabs are counted from the survey's answers held in memory (answer-store.ts:
// sealed blocks, and the responses in no block read row by row). Whatever happened to the answers
// (new, partial, edited, completed, sealed into blocks, deleted from a block or not, a new version
// whose questions changed type, a restart), every read must equal what the database counts itself
// (helpers/survey-results-truth.ts), on random surveys, answers, filters and deletions, on PGlite
// and (when it answers) on Postgres.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, listSurveyAnswerBlocks, listSurveyDefinitions, readSurveyAnswerBlocks, upsertSurveyResponse, type Database } from '@sightline/db';
import type { Question, SurveyDefinition } from '@sightline/shared/research/survey';
import { SurveyResultsSchema } from '@sightline/shared/research/survey-results';
import { buildApp, type App } from '../../src/app';
import { Segment } from '../../src/surveys/answer-segment';
import { sealSurveyAnswers } from '../../src/surveys/answer-store';
import type { FilterQuery } from '../../src/surveys/filters';
import { resultsScope } from '../../src/surveys/filters';
import { seededRandom } from '../../scripts/bench-survey-fixture';
import { createTestDatabase, testPostgresReachable } from '../helpers/child-processes';
import { crossTabTruth, resultsTruth } from '../helpers/survey-results-truth';
import { LogCapture, testConfig } from '../helpers/test-app';
import { Browser } from '../routes/surveys/helpers';

const DAY = 86_400_000;
const withPostgres = await testPostgresReachable();
const TIMEOUT = 300_000;

const options = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i + 1}`, label: `${prefix.toUpperCase()} ${i + 1}` }));

/** Version 1: every type of question. */
const QUESTIONS: Question[] = [
  { type: 'single_choice', id: 'pick', title: 'Pick one', required: false, allowOther: true, allowPreferNot: true, options: options('o', 4) },
  { type: 'multiple_choice', id: 'many', title: 'Pick some', required: false, allowOther: true, options: options('m', 5) },
  { type: 'yes_no', id: 'yes', title: 'Yes?', required: false, allowDontKnow: true },
  { type: 'rating', id: 'rate', title: 'Rate it', required: false, points: 5, lowLabel: 'Bad', highLabel: 'Good' },
  { type: 'likert', id: 'agree', title: 'Agree?', required: false, points: 7, allowPreferNot: true },
  { type: 'nps', id: 'nps', title: 'Recommend?', required: false },
  { type: 'number', id: 'count', title: 'How many?', required: false },
  { type: 'short_text', id: 'short', title: 'In short', required: false },
  { type: 'long_text', id: 'long', title: 'At length', required: false },
  { type: 'ranking', id: 'rank', title: 'Rank them', required: false, options: options('r', 4) },
  { type: 'matrix', id: 'grid', title: 'Each part', required: false, rows: options('row', 3), columns: options('col', 4) },
  { type: 'van_westendorp', id: 'price', title: 'Price', required: false, currency: 'EUR', product: 'it' },
];

const definition = (questions: Question[]): SurveyDefinition => ({ schemaVersion: 1, title: 'Random', layout: 'one-per-screen', thankYou: { title: 'Thanks' }, questions });

/**
 * Version 2: questions change type (pick becomes a multiple choice, yes a single choice, rate an
 * NPS, count a rating), one goes, one is new.
 */
const QUESTIONS_2: Question[] = [
  { type: 'multiple_choice', id: 'pick', title: 'Pick some now', required: false, allowOther: true, options: options('o', 4) },
  { type: 'single_choice', id: 'yes', title: 'Which?', required: false, options: [{ id: 'true', label: 'True' }, { id: 'o1', label: 'O1' }] },
  { type: 'nps', id: 'rate', title: 'Rate 0–10', required: false },
  { type: 'rating', id: 'count', title: 'Count as a rating', required: false, points: 7 },
  ...QUESTIONS.filter((question) => !['pick', 'yes', 'rate', 'count', 'long'].includes(question.id)),
  { type: 'yes_no', id: 'fresh', title: 'New?', required: false },
];

const WORDS = ['fast', 'Fast', "don't", "'quoted'", 'a', 'the', 'x1', 'reports', 'Reports!', 'slow-ish', "it's", 'and', 'éclair', '42', 'ok'];

/** A random answer to a question, as a respondent might send it, or now and then something odd (another type's answer). */
function randomAnswer(random: () => number, question: Question): unknown {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const int = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));
  const words = () => Array.from({ length: int(1, 8) }, () => pick(WORDS)).join(pick([' ', ', ', '. ', ' — ']));
  if (random() < 0.04) return pick([3, true, 'text', { choice: 'o1' }, [1, 2], { special: 'dont_know' }, { other: 'odd' }, null, { choices: ['o1', 'o1'] }]);
  switch (question.type) {
    case 'single_choice':
      return random() < 0.1 ? { other: words() } : random() < 0.1 ? { special: 'prefer_not' } : { choice: pick(question.options).id };
    case 'multiple_choice': {
      const choices = question.options.filter(() => random() < 0.4).map((option) => option.id);
      return random() < 0.15 ? { choices, other: words() } : { choices };
    }
    case 'yes_no':
      return random() < 0.1 ? { special: 'dont_know' } : random() < 0.5;
    case 'rating':
    case 'likert':
      return random() < 0.08 ? { special: 'prefer_not' } : int(1, question.points);
    case 'nps':
      return int(0, 10);
    case 'number':
      return pick([int(-5, 60), int(0, 10) / 2, 0]);
    case 'short_text':
    case 'long_text':
      return words();
    case 'ranking':
      return [...question.options].sort(() => random() - 0.5).map((option) => option.id);
    case 'matrix':
      return random() < 0.1 ? { special: 'dont_know' } : Object.fromEntries(question.rows.filter(() => random() < 0.8).map((row) => [row.id, pick(question.columns).id]));
    case 'van_westendorp': {
      const base = int(5, 20);
      return { tooCheap: base, cheap: base + int(1, 5), expensive: base + int(6, 12), tooExpensive: base + int(13, 30) };
    }
  }
}

function randomAnswers(random: () => number, questions: readonly Question[]): Record<string, unknown> {
  return Object.fromEntries(questions.filter(() => random() < 0.75).map((question) => [question.id, randomAnswer(random, question)]));
}

/** A random results query: filters by answers that can be filters, a version, a date range, partial responses or not. */
function randomQuery(random: () => number, versions: ReadonlyArray<{ questions: Question[] }>): FilterQuery {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const query: FilterQuery = {};
  if (random() < 0.25) query.version = 1 + Math.floor(random() * versions.length);
  // Filters name questions of the version whose questions are shown (the latest unless one is chosen).
  const questions = versions[(query.version ?? versions.length) - 1]!.questions;
  const filterable = questions.filter((question) => ['single_choice', 'multiple_choice', 'yes_no', 'rating', 'likert', 'nps', 'number'].includes(question.type));
  const filters: string[] = [];
  for (let i = random() < 0.5 ? 0 : random() < 0.7 ? 1 : 2; i > 0; i--) {
    const question = pick(filterable);
    const value =
      question.type === 'single_choice' || question.type === 'multiple_choice'
        ? pick(question.options).id
        : question.type === 'yes_no'
          ? String(random() < 0.5)
          : question.type === 'number'
            ? String(pick([0, 1, 2.5, 10]))
            : String(1 + Math.floor(random() * 5));
    filters.push(`${question.id}:${value}`);
  }
  if (filters.length > 0) query.filter = filters;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  if (random() < 0.3) query.from = day(Date.now() - Math.floor(random() * 8) * DAY);
  if (random() < 0.3) query.to = day(Date.now() - Math.floor(random() * 4) * DAY);
  if (query.from && query.to && query.from > query.to) delete query.to;
  if (random() < 0.4) query.includePartial = true;
  return query;
}

const CROSS_TABULABLE = ['single_choice', 'yes_no', 'rating', 'likert', 'nps'];

const queryString = (query: FilterQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  return params.toString();
};

describe.each([
  ['PGlite', true],
  ['Postgres', withPostgres],
] as const)('survey results from the answers in memory equal the database\'s count (%s)', (name, available) => {
  let app: App;
  let drop: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  let databaseUrl: string | undefined;
  let owner: Browser;
  let id: string;
  const random = seededRandom(name === 'PGlite' ? 11 : 12);
  /** The published versions' ids and questions, oldest first. */
  const versions: Array<{ id: string; questions: Question[] }> = [];
  /** Partial responses by key, with their version. */
  const partials = new Map<string, string>();
  let reads = 0;
  const logs = new LogCapture();
  /** The server's last logged error, to show beside a failed read. */
  const lastError = () => JSON.stringify(logs.lines.at(-1) ?? null).slice(0, 2000);

  const open = (database: Database) =>
    buildApp(testConfig({ ...(databaseUrl ? { databaseUrl } : {}), publicUrl: 'http://sightline.test' }), { database, work: false, logger: { level: 'error', stream: logs }, webDistDir: join(tmpdir(), 'sightline-no-web-build') });
  const restart = async (whileDown?: (database: Database) => Promise<void>) => {
    const cookie = owner.cookie;
    await app.close();
    const reopen = () => createDatabase(databaseUrl ? { databaseUrl } : { dataDir });
    if (whileDown) {
      const database = await reopen();
      await whileDown(database);
      await database.close();
    }
    app = await open(await reopen());
    owner = new Browser(app);
    owner.cookie = cookie;
  };
  const save = (version: { id: string; questions: Question[] }, answers: Record<string, unknown>, complete: boolean, at: number, key: string = randomUUID()) =>
    upsertSurveyResponse(
      app.db,
      { surveyId: id, versionId: version.id, responseKey: key, answers, complete, source: 'page', shownQuestionIds: version.questions.filter(() => random() < 0.9).map((question) => question.id), ipHash: 'test' },
      new Date(at),
    );
  /** A time in the last ten days, or now. */
  const when = () => (random() < 0.2 ? Date.now() : Date.now() - Math.floor(random() * 10 * DAY));
  const addResponses = async (count: number) => {
    for (let i = 0; i < count; i++) {
      const version = versions[random() < 0.8 ? versions.length - 1 : Math.floor(random() * versions.length)]!;
      const complete = random() < 0.8;
      const key = randomUUID();
      await save(version, randomAnswers(random, version.questions), complete, when(), key);
      if (!complete) partials.set(key, version.id);
    }
  };
  const editPartials = async () => {
    for (const [key, versionId] of [...partials].slice(0, 4)) {
      const version = versions.find((v) => v.id === versionId)!;
      const complete = random() < 0.5;
      await save(version, randomAnswers(random, version.questions), complete, when(), key);
      if (complete) partials.delete(key);
    }
  };
  const deleteSome = async (database: Database['db'], count: number, which: 'sealed' | 'unsealed' | 'any') => {
    const condition = which === 'sealed' ? sql`block is not null` : which === 'unsealed' ? sql`block is null` : sql`true`;
    const { rows } = (await database.execute(sql`select id, status, response_key as key from survey_responses where survey_id = ${id} and ${condition} order by md5(id::text || ${String(random())}) limit ${count}`)) as unknown as {
      rows: Array<{ id: string; key: string }>;
    };
    for (const row of rows) {
      await database.execute(sql`delete from survey_responses where id = ${row.id}`);
      partials.delete(row.key);
    }
    return rows.length;
  };
  const count = async (condition: ReturnType<typeof sql>) =>
    ((await app.db.execute(sql`select count(*)::int as n from survey_responses where survey_id = ${id} and ${condition}`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;

  /** `times` random reads of results and of a cross-tab, each compared with the database's own count. */
  const expectTruth = async (times = 6) => {
    const published = await listSurveyDefinitions(app.db, id);
    for (let i = 0; i < times; i++) {
      const query = i === 0 ? {} : randomQuery(random, versions);
      const shown = query.version === undefined ? published[0]! : published.find((version) => version.version === query.version)!;
      const { scope } = resultsScope(id, query, published, shown.definition);
      const response = await owner.request('GET', `/api/surveys/${id}/results?${queryString(query)}`);
      expect(response.statusCode, lastError()).toBe(200);
      const { results } = response.json() as { results: { responses: unknown; timeline: unknown; questions: unknown } };
      expect([...Value.Errors(SurveyResultsSchema, results)].slice(0, 3)).toEqual([]);
      const truth = await resultsTruth(app.db, shown.definition, scope);
      expect({ query, responses: results.responses, timeline: results.timeline }).toEqual({ query, responses: truth.responses, timeline: truth.timeline });
      expect({ query, questions: results.questions }).toEqual({ query, questions: truth.questions });
      const tabulable = shown.definition.questions.filter((question) => CROSS_TABULABLE.includes(question.type));
      const row = tabulable[Math.floor(random() * tabulable.length)]!;
      const column = tabulable.filter((question) => question.id !== row.id)[Math.floor(random() * (tabulable.length - 1))]!;
      const crossTab = await owner.request('GET', `/api/surveys/${id}/crosstab?${queryString({ ...query, row: row.id, column: column.id } as FilterQuery)}`);
      expect(crossTab.statusCode, lastError()).toBe(200);
      expect({ query, row: row.id, column: column.id, counts: crossTab.json().crosstab.counts }).toEqual({ query, row: row.id, column: column.id, counts: await crossTabTruth(app.db, scope, row, column) });
      reads++;
    }
  };

  beforeAll(async () => {
    if (!available) return;
    if (name === 'PGlite') {
      dataDir = mkdtempSync(join(tmpdir(), 'sightline-results-store-'));
      app = await open(await createDatabase({ dataDir, snapshot: new Blob([readFileSync(inject('pgliteSnapshot'))]) }));
    } else {
      const database = await createTestDatabase('sightline_results_store');
      drop = database.drop;
      databaseUrl = database.url;
      app = await open(await createDatabase({ databaseUrl }));
    }
    owner = new Browser(app);
    const published = await owner.publishedSurvey(definition(QUESTIONS));
    id = published.id;
    versions.push({ id: published.versionId, questions: QUESTIONS });
  }, TIMEOUT);
  afterAll(async () => {
    await app?.close();
    await drop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it.runIf(available)('after new complete and partial responses, and partial ones edited or completed', async () => {
    await expectTruth(1);
    await addResponses(60);
    await expectTruth();
    await editPartials();
    await addResponses(5);
    await expectTruth();
  }, TIMEOUT);

  it.runIf(available)('once responses are sealed into blocks, and after responses in blocks and out of them are deleted', async () => {
    expect(await sealSurveyAnswers(app.db, id, 8)).toBeGreaterThan(2);
    expect(await count(sql`block is null and status = 'complete'`)).toBeLessThan(8);
    await expectTruth();
    await addResponses(6);
    expect(await deleteSome(app.db, 3, 'sealed')).toBe(3);
    expect(await deleteSome(app.db, 2, 'unsealed')).toBe(2);
    await expectTruth();
    // Sealed after the last read: the blocks are read and the responses they took are not counted twice.
    await addResponses(10);
    await expectTruth(1);
    expect(await sealSurveyAnswers(app.db, id, 8)).toBeGreaterThan(0);
    await expectTruth();
  }, TIMEOUT);

  it.runIf(available)('after a restart, and after deletions while the server was down', async () => {
    await restart();
    await expectTruth();
    await restart(async (database) => {
      await deleteSome(database.db, 2, 'sealed');
      await deleteSome(database.db, 1, 'any');
    });
    await expectTruth();
  }, TIMEOUT);

  it.runIf(available)('after a new version whose questions changed type: old answers count as the new questions read them', async () => {
    const detail = (await owner.request('GET', `/api/surveys/${id}`)).json().survey as { draftRevision: number };
    expect((await owner.request('PUT', `/api/surveys/${id}/draft`, { definition: definition(QUESTIONS_2), baseRevision: detail.draftRevision })).statusCode).toBe(200);
    expect((await owner.request('POST', `/api/surveys/${id}/publish`)).statusCode).toBe(200);
    const latest = (await app.inject({ method: 'GET', url: `/api/public/surveys/${id}` })).json().survey as { versionId: string };
    versions.push({ id: latest.versionId, questions: QUESTIONS_2 });
    await expectTruth();
    await addResponses(20);
    await sealSurveyAnswers(app.db, id, 8);
    await expectTruth();
  }, TIMEOUT);

  it.runIf(available)('through random changes: answers, edits, sealing, deletions, restarts', async () => {
    for (let round = 0; round < 12; round++) {
      const action = Math.floor(random() * 6);
      if (action === 0) await addResponses(1 + Math.floor(random() * 15));
      if (action === 1) await editPartials();
      if (action === 2) await sealSurveyAnswers(app.db, id, 3 + Math.floor(random() * 8));
      if (action === 3) await deleteSome(app.db, 1 + Math.floor(random() * 3), random() < 0.5 ? 'sealed' : 'any');
      if (action === 4) await restart();
      if (action === 5) {
        await addResponses(3);
        await sealSurveyAnswers(app.db, id, 4);
        await deleteSome(app.db, 1, 'sealed');
      }
      await expectTruth(3);
    }
    expect(reads).toBeGreaterThan(60);
  }, TIMEOUT);

  it.runIf(available)('while respondents save and blocks are sealed at the same time: every read counts each response once, and the last equals the database', async () => {
    const version = versions[versions.length - 1]!;
    const before = (await owner.request('GET', `/api/surveys/${id}/results`)).json().results.responses.complete as number;
    const saves = Array.from({ length: 40 }, (_, i) => save(version, randomAnswers(random, version.questions), true, Date.now() - i));
    const readsMeanwhile = Array.from({ length: 6 }, () => owner.request('GET', `/api/surveys/${id}/results`));
    const seals = [sealSurveyAnswers(app.db, id, 5), sealSurveyAnswers(app.db, id, 5)];
    await Promise.all([...saves, ...seals]);
    for (const read of await Promise.all(readsMeanwhile)) {
      const complete = read.json().results.responses.complete as number;
      expect(complete).toBeGreaterThanOrEqual(before);
      expect(complete).toBeLessThanOrEqual(before + 40);
    }
    // No response is in two blocks, and each is in the block survey_responses names.
    const blocks = await readSurveyAnswerBlocks(app.db, id, (await listSurveyAnswerBlocks(app.db, id)).map(({ block }) => block));
    const sealed = blocks.flatMap(({ block, data }) => Segment.decode(data).ids.map((responseId) => `${responseId} ${block}`));
    expect(new Set(sealed.map((entry) => entry.split(' ')[0])).size).toBe(sealed.length);
    const { rows } = (await app.db.execute(sql`select id || ' ' || block as entry from survey_responses where survey_id = ${id} and block is not null`)) as unknown as { rows: Array<{ entry: string }> };
    expect(sealed).toEqual(expect.arrayContaining(rows.map((row) => row.entry)));
    expect((await owner.request('GET', `/api/surveys/${id}/results`)).json().results.responses.complete).toBe(before + 40);
    await expectTruth();
  }, TIMEOUT);

  it.runIf(available)('deleting the survey deletes its responses and blocks', async () => {
    const rows = async (table: string) => ((await app.db.execute(sql`select count(*)::int as n from ${sql.raw(table)} where survey_id = ${id}`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    expect(await rows('survey_answer_blocks')).toBeGreaterThan(0);
    expect((await owner.request('DELETE', `/api/surveys/${id}`)).statusCode).toBe(200);
    for (const table of ['survey_responses', 'survey_answers', 'survey_deleted_responses', 'survey_answer_blocks']) expect(await rows(table)).toBe(0);
  }, TIMEOUT);
});
