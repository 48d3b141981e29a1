// Results after new answers are the kept sums of the settled responses plus what was answered
// since (results-cache.ts): after each kind of change, every read must equal the same read worked
// out from scratch, on PGlite and (when it answers) on Postgres.
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, upsertSurveyResponse } from '@sightline/db';
import { buildApp, type App } from '../../src/app';
import { dropSurveyResults, SETTLE_MS } from '../../src/surveys/results-cache';
import { BENCH_SURVEY, respondent, seededRandom } from '../../scripts/bench-survey-fixture';
import { createTestDatabase, testPostgresReachable } from '../helpers/child-processes';
import { createTestApp, LogCapture, testConfig } from '../helpers/test-app';
import { answer, Browser } from '../routes/surveys/helpers';

const MINUTE = 60_000;
const DAY = 86_400_000;

const withPostgres = await testPostgresReachable();

describe.each([
  ['PGlite', true],
  ['Postgres', withPostgres],
] as const)('survey results after new answers (%s)', (name, available) => {
  let app: App;
  let drop: (() => Promise<void>) | undefined;
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
    }
    return read;
  };
  const recomputes = () => logs.messages().filter((message) => message.includes('working them out again')).length;
  /** Reads everything (from the kept sums), then again from scratch: the two must be equal. */
  const expectSameAsFromScratch = async (recomputed: 'none' | 'some' = 'none') => {
    const before = recomputes();
    const incremental = await readAll();
    if (recomputed === 'none') expect(recomputes()).toBe(before);
    else expect(recomputes()).toBeGreaterThan(before);
    dropSurveyResults(app.db, id);
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
    const logger = { level: 'info', stream: logs };
    if (name === 'PGlite') {
      app = await createTestApp({ publicUrl: 'http://sightline.test' }, { work: false, logs });
    } else {
      const database = await createTestDatabase('sightline_results_incremental');
      drop = database.drop;
      app = await buildApp(testConfig({ databaseUrl: database.url, publicUrl: 'http://sightline.test' }), {
        database: await createDatabase({ databaseUrl: database.url }),
        work: false,
        logger,
        webDistDir: join(tmpdir(), 'sightline-no-web-build'),
      });
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
  });
  afterAll(async () => {
    vi.useRealTimers();
    await app?.close();
    await drop?.();
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
  });

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
  });

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
  });

  it.runIf(available)('works everything out again when a settled response is deleted or a save shows up late', async () => {
    await readAll();
    await app.db.execute(sql`delete from survey_responses where id = ${oldComplete[0]!}`);
    await answer(app, id, { versionId, answers: respondent(random).answers, complete: true });
    // Every read whose scope held the deleted response notices; the others have nothing to redo.
    const read = await expectSameAsFromScratch('some');
    expect((read['/results'] as { results: { responses: { complete: number } } }).results.responses.complete).toBe(161);
    await readAll();
    // A complete response carrying a time well before the cut-off, committed only now.
    await save(respondent(random).answers, true, Date.now() - 2 * DAY);
    await expectSameAsFromScratch('some');
  });
});
