// Results after new answers are the kept sums of the settled responses plus what was answered
// since (results-cache.ts), kept in memory and in the database: after each kind of change, every
// read must equal the same read worked out from scratch, on PGlite and (when it answers) on
// Postgres. A restart is a new app on the same database (PGlite's data directory is reopened).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createDatabase, upsertSurveyResponse, type Database } from '@sightline/db';
import type { SurveyDefinition } from '@sightline/shared/research/survey';
import { SurveyResultsSchema } from '@sightline/shared/research/survey-results';
import { buildApp, type App } from '../../src/app';
import { dropSurveyResults, SETTLE_MS } from '../../src/surveys/results-cache';
import { BENCH_SURVEY, respondent, seededRandom } from '../../scripts/bench-survey-fixture';
import { createTestDatabase, testPostgresReachable } from '../helpers/child-processes';
import { LogCapture, testConfig } from '../helpers/test-app';
import { answer, Browser } from '../routes/surveys/helpers';

const MINUTE = 60_000;
const DAY = 86_400_000;

const withPostgres = await testPostgresReachable();
/** Each test reads everything twice (or more) over a few hundred responses, restarting the app on PGlite in some. */
const TIMEOUT = 240_000;

describe.each([
  ['PGlite', true],
  ['Postgres', withPostgres],
] as const)('survey results after new answers (%s)', (name, available) => {
  let app: App;
  let drop: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  let databaseUrl: string | undefined;
  const logs = new LogCapture();
  let owner: Browser;
  let id: string;
  let versionId: string;
  const random = seededRandom(7);
  /** Partial responses saved days ago, by response key, with the answers they had. */
  const oldPartials: Array<{ key: string; answers: Record<string, unknown> }> = [];
  const oldComplete: string[] = [];
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const realNow = Date.now();

  /** Every read the results page can make, by its address. */
  const queries = () => [
    '/results',
    '/results?filter=role:o1',
    '/results?includePartial=true',
    '/results?filter=daily:false&includePartial=true',
    `/results?from=${day(realNow - 3 * DAY)}`,
    `/results?to=${day(realNow - 2 * DAY)}&includePartial=true`,
    '/results?version=1&filter=size:o2',
    '/crosstab?row=role&column=size',
    '/crosstab?row=daily&column=recommend&includePartial=true&filter=region:o1',
  ];
  const readAll = async () => {
    const read: Record<string, unknown> = {};
    for (const query of queries()) {
      const response = await owner.request('GET', `/api/surveys/${id}${query}`);
      expect(response.statusCode, response.body).toBe(200);
      read[query] = response.json();
      // Results are sent with JSON.stringify (not the schema's serializer): they must be what the schema says.
      if (query.startsWith('/results')) expect([...Value.Errors(SurveyResultsSchema, (read[query] as { results: unknown }).results)].slice(0, 3)).toEqual([]);
    }
    return read;
  };
  const logged = (text: string) => logs.messages().filter((message) => message.includes(text)).length;
  const recomputes = () => logged('working them out again');
  const readBack = () => logged('settled sums read back from the database');
  /** How many reads of the last expectSameAsFromScratch started from sums read back from the database. */
  let incrementalReadBacks = 0;
  const open = (database: Database) =>
    buildApp(testConfig({ ...(databaseUrl ? { databaseUrl } : {}), publicUrl: 'http://sightline.test' }), {
      database,
      work: false,
      logger: { level: 'info', stream: logs },
      webDistDir: join(tmpdir(), 'sightline-no-web-build'),
    });
  /** Stops the app and starts a new one on the same database (`whileDown` runs in between): nothing kept in memory survives. */
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
  /** Reads everything (from the kept sums), then again from scratch: the two must be equal. */
  const expectSameAsFromScratch = async (recomputed: 'none' | 'some' = 'none') => {
    const before = recomputes();
    const readBacks = readBack();
    const incremental = await readAll();
    if (recomputed === 'none') expect(recomputes()).toBe(before);
    else expect(recomputes()).toBeGreaterThan(before);
    incrementalReadBacks = readBack() - readBacks;
    await dropSurveyResults(app.db, id);
    const fromScratch = await readAll();
    expect(incremental).toEqual(fromScratch);
    return incremental;
  };
  const save = (answers: Record<string, unknown>, complete: boolean, at: number, key: string = randomUUID()) =>
    upsertSurveyResponse(
      app.db,
      { surveyId: id, versionId, responseKey: key, answers, complete, source: 'page', shownQuestionIds: respondent(seededRandom(1)).shown, ipHash: 'test' },
      new Date(at),
    );
  const someAnswers = (answers: Record<string, unknown>) => Object.fromEntries(Object.entries(answers).slice(0, 6));

  beforeAll(async () => {
    if (!available) return;
    if (name === 'PGlite') {
      dataDir = mkdtempSync(join(tmpdir(), 'sightline-results-incremental-'));
      app = await open(await createDatabase({ dataDir, snapshot: new Blob([readFileSync(inject('pgliteSnapshot'))]) }));
    } else {
      const database = await createTestDatabase('sightline_results_incremental');
      drop = database.drop;
      databaseUrl = database.url;
      app = await open(await createDatabase({ databaseUrl }));
    }
    owner = new Browser(app);
    ({ id, versionId } = await owner.publishedSurvey(BENCH_SURVEY));
    // 150 complete and 25 partial responses over the last ten days, all settled.
    for (let i = 0; i < 175; i++) {
      const at = realNow - 10 * MINUTE - Math.floor(random() * 10 * DAY);
      const { answers } = respondent(random);
      if (i < 150) {
        const saved = await save(answers, true, at);
        if ('saved' in saved) oldComplete.push(saved.saved.id);
      } else {
        const key = randomUUID();
        oldPartials.push({ key, answers });
        await save(someAnswers(answers), false, at, key);
      }
    }
  }, TIMEOUT);
  afterAll(async () => {
    vi.useRealTimers();
    await app?.close();
    await drop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it.runIf(available)('equals a read from scratch after new complete and partial responses', async () => {
    const first = await readAll();
    expect((first['/results'] as { results: { responses: { complete: number; partial: number } } }).results.responses).toEqual({ complete: 150, partial: 25 });
    for (let i = 0; i < 6; i++) {
      const { answers } = respondent(random);
      const saved = await answer(app, id, { versionId, answers, complete: i < 4 });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const read = await expectSameAsFromScratch();
    expect((read['/results'] as { results: { responses: unknown } }).results.responses).toEqual({ complete: 154, partial: 27 });
  }, TIMEOUT);

  it.runIf(available)('equals a read from scratch after old partial responses are completed or edited', async () => {
    await readAll();
    for (const [index, { key, answers }] of oldPartials.slice(0, 8).entries()) {
      // Five are completed, three get other answers and stay partial.
      const edited = index < 5 ? answers : { ...someAnswers(answers), role: { choice: 'o1' }, daily: false, recommend: 3 };
      const saved = await answer(app, id, { versionId, answers: edited, complete: index < 5 }, key);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const read = await expectSameAsFromScratch();
    expect((read['/results'] as { results: { responses: unknown } }).results.responses).toEqual({ complete: 159, partial: 22 });
  }, TIMEOUT);

  it.runIf(available)('equals a read from scratch once the recent responses have settled into the kept sums', async () => {
    await readAll();
    // Three settling periods later: what was recent is added to the settled sums.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3 * SETTLE_MS);
    const { answers } = respondent(random);
    expect((await answer(app, id, { versionId, answers, complete: true })).statusCode).toBe(200);
    await expectSameAsFromScratch();
    // And again, with a partial response completed under the moved cut-off.
    vi.setSystemTime(Date.now() + 3 * SETTLE_MS);
    const { key, answers: given } = oldPartials[10]!;
    expect((await answer(app, id, { versionId, answers: given, complete: true }, key)).statusCode).toBe(200);
    await expectSameAsFromScratch();
  }, TIMEOUT);

  it.runIf(available)('subtracts a deleted settled response from the kept sums; works everything out again when a save shows up late', async () => {
    await readAll();
    const subtracted = logged('deleted responses subtracted');
    await app.db.execute(sql`delete from survey_responses where id = ${oldComplete[0]!}`);
    await answer(app, id, { versionId, answers: respondent(random).answers, complete: true });
    // Every read whose scope held the deleted response takes it out of its kept sums; none goes over every response.
    const read = await expectSameAsFromScratch();
    expect(logged('deleted responses subtracted')).toBeGreaterThan(subtracted);
    expect((read['/results'] as { results: { responses: { complete: number } } }).results.responses.complete).toBe(161);
    await readAll();
    // A complete response carrying a time well before the cut-off, committed only now.
    await save(respondent(random).answers, true, Date.now() - 2 * DAY);
    await expectSameAsFromScratch('some');
  }, TIMEOUT);

  it.runIf(available)('subtracts several deleted responses at once, the latest texts among them, in every scope', async () => {
    await readAll();
    const subtracted = logged('deleted responses subtracted');
    // The three settled complete responses that wrote "best" last: their texts are among the latest listed.
    const { rows } = (await app.db.execute(
      sql`select response_id as id from survey_answers join survey_responses on survey_responses.id = response_id
        where survey_answers.survey_id = ${id} and question_id = 'best' and status = 'complete' and completed_at < ${new Date(Date.now() - 2 * SETTLE_MS).toISOString()}::timestamptz
        order by completed_at desc limit 3`,
    )) as unknown as { rows: Array<{ id: string }> };
    expect(rows).toHaveLength(3);
    const before = (await owner.request('GET', `/api/surveys/${id}/results`)).json().results as { questions: Array<{ id: string; latest?: Array<{ text: string }> }> };
    const { rows: texts } = (await app.db.execute(sql`select value #>> '{}' as text from survey_answers where question_id = 'best' and response_id = ${rows[0]!.id}`)) as unknown as { rows: Array<{ text: string }> };
    expect(before.questions.find((question) => question.id === 'best')?.latest?.map((entry) => entry.text)).toContain(texts[0]!.text);
    for (const { id: responseId } of rows) await app.db.execute(sql`delete from survey_responses where id = ${responseId}`);
    await expectSameAsFromScratch();
    expect(logged('deleted responses subtracted')).toBeGreaterThan(subtracted);
  }, TIMEOUT);

  it.runIf(available)('after a restart, reads the kept sums back from the database, checks them and equals a read from scratch', async () => {
    await readAll();
    await restart();
    const read = await expectSameAsFromScratch();
    // Every read found its sums in the database: none went over every response.
    expect(incrementalReadBacks).toBe(queries().length);
    // And after new answers, the restarted app adds them to what it read back.
    await readAll();
    for (let i = 0; i < 3; i++) expect((await answer(app, id, { versionId, answers: respondent(random).answers, complete: true })).statusCode).toBe(200);
    const after = await expectSameAsFromScratch();
    const count = (value: unknown) => (value as { results: { responses: { complete: number } } }).results.responses.complete;
    expect(count(after['/results'])).toBe(count(read['/results']) + 3);
  }, TIMEOUT);

  it.runIf(available)('after a new version, makes the kept sums its own: questions added or of another type are gathered, the rest reused', async () => {
    await readAll();
    const detail = (await owner.request('GET', `/api/surveys/${id}`)).json().survey as { draftRevision: number };
    const questions = BENCH_SURVEY.questions.map((question) =>
      // "pays" becomes a single choice (its old yes/no answers count as answered, none as an option), "support" is reworded.
      question.id === 'pays'
        ? { type: 'single_choice' as const, id: 'pays', title: 'Who pays for the product?', required: false, options: [{ id: 'me', label: 'I do' }, { id: 'employer', label: 'My employer' }] }
        : question.id === 'support'
          ? { ...question, title: 'How good is our support?' }
          : question,
    );
    const edited: SurveyDefinition = { ...BENCH_SURVEY, questions: [...questions, { type: 'nps', id: 'recommend_again', title: 'And now, how likely are you to recommend us?', required: false }] };
    expect((await owner.request('PUT', `/api/surveys/${id}/draft`, { definition: edited, baseRevision: detail.draftRevision })).statusCode).toBe(200);
    const published = await owner.request('POST', `/api/surveys/${id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    const latest = (await app.inject({ method: 'GET', url: `/api/public/surveys/${id}` })).json().survey as { versionId: string };
    expect((await answer(app, id, { versionId: latest.versionId, answers: { ...respondent(random).answers, pays: { choice: 'me' }, recommend_again: 9 }, complete: true })).statusCode).toBe(200);
    const read = await expectSameAsFromScratch();
    // The results of the latest version (all but the one of version 1) started from the sums kept
    // for the old one (cross-tabs are kept in memory whatever the version).
    expect(incrementalReadBacks).toBe(queries().filter((query) => query.startsWith('/results') && !query.includes('version=1')).length);
    const results = (read['/results'] as { results: { questions: Array<{ id: string; n: number }> } }).results.questions;
    expect(results.find((question) => question.id === 'recommend_again')?.n).toBe(1);
    // The sums kept for the new version are its own: after a restart they are read back as they are.
    await restart();
    await expectSameAsFromScratch();
    expect(incrementalReadBacks).toBe(queries().length);
  }, TIMEOUT);

  it.runIf(available)('after a restart, subtracts a response deleted while it was down from the sums read back; works everything out again when a save shows up late', async () => {
    await readAll();
    const subtracted = logged('deleted responses subtracted');
    await restart((database) => database.db.execute(sql`delete from survey_responses where id = ${oldComplete[1]!}`).then(() => undefined));
    await expectSameAsFromScratch();
    expect(incrementalReadBacks).toBe(queries().length);
    expect(logged('deleted responses subtracted')).toBeGreaterThan(subtracted);
    await readAll();
    await restart();
    await save(respondent(random).answers, true, Date.now() - 3 * DAY);
    await expectSameAsFromScratch('some');
  }, TIMEOUT);

  it.runIf(available)('deleting the survey deletes its responses and keeps no copy of them', async () => {
    const count = async (table: string) =>
      ((await app.db.execute(sql`select count(*)::int as n from ${sql.raw(table)} where survey_id = ${id}`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    expect(await count('survey_deleted_responses')).toBeGreaterThan(0);
    expect((await owner.request('DELETE', `/api/surveys/${id}`)).statusCode).toBe(200);
    for (const table of ['survey_responses', 'survey_answers', 'survey_deleted_responses', 'survey_deleted_answers']) expect(await count(table)).toBe(0);
  }, TIMEOUT);
});
