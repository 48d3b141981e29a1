import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDefinition, type SurveyDefinition } from '@sightline/shared/research/survey';
import {
  countDeletedResponses,
  createDatabase,
  createSurvey,
  findSurveyVersion,
  listDeletedResponses,
  listSealableResponses,
  listSurveyAnswerBlocks,
  listSurveyResponses,
  listSurveyVersions,
  listUnsealedResponses,
  publishSurvey,
  readSurveyAnswerBlocks,
  refreshSurveyStatistics,
  responseKey,
  saveSurveyDraft,
  sealSurveyResponses,
  upsertSurveyResponse,
  upsertSurveyResponses,
  type Database,
  type ResponseSave,
} from '../src/index';

let database: Database;

beforeAll(async () => {
  database = await createDatabase();
  await database.migrate();
});

afterAll(async () => {
  await database.close();
});

const definition: SurveyDefinition = {
  ...emptyDefinition('Coffee'),
  questions: [
    { type: 'single_choice', id: 'drink', title: 'What do you drink?', required: true, options: [{ id: 'tea', label: 'Tea' }, { id: 'coffee', label: 'Coffee' }] },
    { type: 'rating', id: 'taste', title: 'How good is it?', required: false, points: 5 },
  ],
};

async function publishedSurvey() {
  const survey = await createSurvey(database.db, { ownerKeyHash: 'owner', userId: null, title: 'Coffee', draft: definition });
  const published = await publishSurvey(database.db, { id: survey.id, draftRevision: survey.draftRevision });
  if (!published) throw new Error('not published');
  return published;
}

const save = (surveyId: string, versionId: string, responseKey: string, answers: Record<string, unknown>, complete: boolean) =>
  upsertSurveyResponse(database.db, { surveyId, versionId, responseKey, answers, complete, source: 'page', shownQuestionIds: ['drink', 'taste'], ipHash: 'ip' });

const responseSave = (surveyId: string, versionId: string, responseKey: string, answers: Record<string, unknown>, complete: boolean): ResponseSave => ({
  surveyId,
  versionId,
  responseKey,
  answers,
  complete,
  source: 'page',
  shownQuestionIds: Object.keys(answers),
  ipHash: 'ip',
});

/** Partial saves, the completion, its retry and a change after it, of one key, and another key's save between them, in one batch. */
async function savesOfOneKeyInOneBatch({ db }: Database) {
  const survey = await createSurvey(db, { ownerKeyHash: 'owner', userId: null, title: 'Coffee', draft: definition });
  const published = await publishSurvey(db, { id: survey.id, draftRevision: survey.draftRevision });
  const versionId = published!.version.id;
  const [key, other] = [randomUUID(), randomUUID()];
  const done = { drink: { choice: 'tea' }, taste: 4 };
  const outcomes = await upsertSurveyResponses(db, [
    responseSave(survey.id, versionId, key, { drink: { choice: 'coffee' } }, false),
    responseSave(survey.id, versionId, other, { taste: 1 }, false),
    responseSave(survey.id, versionId, key, { drink: { choice: 'tea' } }, false),
    responseSave(survey.id, versionId, key, done, true),
    responseSave(survey.id, versionId, key, done, true),
    responseSave(survey.id, versionId, key, { drink: { choice: 'coffee' } }, true),
  ]);
  expect(outcomes.map((outcome) => Object.keys(outcome)[0])).toEqual(['saved', 'saved', 'saved', 'saved', 'unchanged', 'alreadyComplete']);
  const ids = outcomes.map((outcome) => Object.values(outcome)[0]!.id);
  expect(new Set(ids).size).toBe(2);
  expect(ids[1]).not.toBe(ids[0]);
  expect(outcomes.map((outcome) => Object.values(outcome)[0]!.status)).toEqual(['partial', 'partial', 'partial', 'complete', 'complete', 'complete']);
  const responses = await listSurveyResponses(db, survey.id, { after: null, limit: 10 });
  expect(responses.map(({ id, status, answers }) => ({ id, status, answers })).sort((a, b) => a.status.localeCompare(b.status))).toEqual([
    { id: ids[0], status: 'complete', answers: done },
    { id: ids[1], status: 'partial', answers: { taste: 1 } },
  ]);
}

/** A save naming a version that does not exist (its foreign key fails) among good ones: the statement fails and nothing of it stays. */
async function batchAllOrNothing({ db }: Database) {
  const survey = await createSurvey(db, { ownerKeyHash: 'owner', userId: null, title: 'Coffee', draft: definition });
  const published = await publishSurvey(db, { id: survey.id, draftRevision: survey.draftRevision });
  const versionId = published!.version.id;
  await expect(
    upsertSurveyResponses(db, [
      responseSave(survey.id, versionId, randomUUID(), { taste: 2 }, true),
      responseSave(survey.id, randomUUID(), randomUUID(), { taste: 3 }, true),
      responseSave(survey.id, versionId, randomUUID(), { taste: 4 }, true),
    ]),
  ).rejects.toThrow();
  expect(await listSurveyResponses(db, survey.id, { after: null, limit: 10 })).toEqual([]);
}

describe('survey drafts and versions', () => {
  it('refuses a draft save based on a stale revision and tells the current one', async () => {
    const survey = await createSurvey(database.db, { ownerKeyHash: 'owner', userId: null, title: 'Draft', draft: emptyDefinition('Draft') });
    const first = await saveSurveyDraft(database.db, { id: survey.id, draft: emptyDefinition('Renamed'), baseRevision: survey.draftRevision });
    expect(first && 'saved' in first && first.saved).toMatchObject({ draftRevision: survey.draftRevision + 1, title: 'Renamed' });
    expect(await saveSurveyDraft(database.db, { id: survey.id, draft: emptyDefinition('Other tab'), baseRevision: survey.draftRevision })).toEqual({ conflict: survey.draftRevision + 1 });
    expect(await saveSurveyDraft(database.db, { id: randomUUID(), draft: emptyDefinition('x'), baseRevision: 1 })).toBeNull();
  });

  it('snapshots the draft into numbered versions that later edits do not change', async () => {
    const { survey, version } = await publishedSurvey();
    expect(version.version).toBe(1);
    expect(survey).toMatchObject({ status: 'open', currentVersionId: version.id });
    const edited = { ...definition, questions: [definition.questions[0]!] };
    const saved = await saveSurveyDraft(database.db, { id: survey.id, draft: edited, baseRevision: survey.draftRevision });
    if (!saved || !('saved' in saved)) throw new Error('not saved');
    expect((await findSurveyVersion(database.db, survey.id, { id: version.id }))?.definition.questions).toHaveLength(2);
    // Publishing needs the revision that was checked: an older one is refused.
    expect(await publishSurvey(database.db, { id: survey.id, draftRevision: survey.draftRevision })).toBeNull();
    const second = await publishSurvey(database.db, { id: survey.id, draftRevision: saved.saved.draftRevision });
    expect(second?.version).toMatchObject({ version: 2 });
    expect(second?.version.definition.questions).toHaveLength(1);
    expect((await listSurveyVersions(database.db, survey.id)).map((v) => v.version)).toEqual([1, 2]);
  });
});

describe('survey responses', () => {
  it('saves the same key twice as one response whose answers are replaced', async () => {
    const { survey, version } = await publishedSurvey();
    const key = randomUUID();
    await save(survey.id, version.id, key, { drink: { choice: 'tea' }, taste: 4 }, false);
    const outcome = await save(survey.id, version.id, key, { drink: { choice: 'coffee' } }, false);
    expect('saved' in outcome).toBe(true);
    const responses = await listSurveyResponses(database.db, survey.id, { after: null, limit: 10 });
    expect(responses).toHaveLength(1);
    expect(responses[0]).toMatchObject({ status: 'partial', version: 1, answers: { drink: { choice: 'coffee' } } });
  });

  it('writes again only the answers that changed, and deletes a deleted response\'s answers with it', async () => {
    const { survey, version } = await publishedSurvey();
    const key = randomUUID();
    const versions = async () =>
      Object.fromEntries(
        ((await database.db.execute(sql`select question_id, xmin::text as row_version from survey_answers where survey_id = ${survey.id}`)) as unknown as { rows: Array<{ question_id: string; row_version: string }> }).rows.map((row) => [row.question_id, row.row_version]),
      );
    await save(survey.id, version.id, key, { drink: { choice: 'tea' }, taste: 4 }, false);
    const before = await versions();
    const outcome = await save(survey.id, version.id, key, { drink: { choice: 'tea' }, taste: 5 }, true);
    const after = await versions();
    expect(after.drink).toBe(before.drink);
    expect(after.taste).not.toBe(before.taste);
    if (!('saved' in outcome)) throw new Error('not saved');
    await database.db.execute(sql`delete from survey_responses where id = ${outcome.saved.id}`);
    expect(await versions()).toEqual({});
  });

  it('completes once: the identical completion again is unchanged, different answers are refused', async () => {
    const { survey, version } = await publishedSurvey();
    const key = randomUUID();
    const answers = { drink: { choice: 'tea' }, taste: 5 };
    const done = await save(survey.id, version.id, key, answers, true);
    expect('saved' in done && done.saved.status).toBe('complete');
    expect('unchanged' in (await save(survey.id, version.id, key, { taste: 5, drink: { choice: 'tea' } }, true))).toBe(true);
    expect('alreadyComplete' in (await save(survey.id, version.id, key, { drink: { choice: 'coffee' } }, true))).toBe(true);
    expect('alreadyComplete' in (await save(survey.id, version.id, key, answers, false))).toBe(true);
    const [response] = await listSurveyResponses(database.db, survey.id, { after: null, limit: 10 });
    expect(response?.answers).toEqual(answers);
  });

  it('pages through responses started in the same millisecond without skipping one', async () => {
    const { survey, version } = await publishedSurvey();
    for (const key of [randomUUID(), randomUUID(), randomUUID()]) await save(survey.id, version.id, key, { drink: { choice: 'tea' } }, true);
    // Three starts within one millisecond, as a busy survey's may be (started_at keeps microseconds).
    await database.db.execute(sql`update survey_responses set started_at = '2026-03-01T10:00:00.000100Z'::timestamptz + (row_number * interval '1 microsecond')
      from (select id as rid, row_number() over (order by id) as row_number from survey_responses where survey_id = ${survey.id}) numbered where id = rid`);
    const seen: string[] = [];
    let after = null;
    for (let page = 0; page < 5; page++) {
      const [response] = await listSurveyResponses(database.db, survey.id, { after, limit: 1 });
      if (!response) break;
      seen.push(response.id);
      after = response.cursor;
    }
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(3);
  });

  it('stores concurrent saves of distinct keys, and of one key, without losing or doubling any', async () => {
    const { survey, version } = await publishedSurvey();
    const shared = randomUUID();
    await Promise.all([
      ...Array.from({ length: 20 }, () => save(survey.id, version.id, randomUUID(), { drink: { choice: 'tea' } }, true)),
      ...Array.from({ length: 5 }, () => save(survey.id, version.id, shared, { drink: { choice: 'coffee' } }, true)),
    ]);
    expect(await listSurveyResponses(database.db, survey.id, { after: null, limit: 100 })).toHaveLength(21);
  });

  it('saves a batch in one statement, in order: saves of one key are one response, the last one\'s', async () => {
    await savesOfOneKeyInOneBatch(database);
  });

  it('saves a batch in one transaction: a save that fails leaves none of the others written', async () => {
    await batchAllOrNothing(database);
  });

  it('copies a deleted complete response, which it counts and lists (not a partial one, nor a deleted survey\'s)', async () => {
    const { survey, version } = await publishedSurvey();
    const kept = await save(survey.id, version.id, randomUUID(), { drink: { choice: 'tea' }, taste: 2 }, true);
    const gone = await save(survey.id, version.id, randomUUID(), { drink: { choice: 'coffee' }, taste: 5 }, true);
    const partial = await save(survey.id, version.id, randomUUID(), { drink: { choice: 'coffee' } }, false);
    if (!('saved' in kept && 'saved' in gone && 'saved' in partial)) throw new Error('not saved');
    expect(await countDeletedResponses(database.db, survey.id)).toBe(0);
    for (const { saved } of [gone, partial]) await database.db.execute(sql`delete from survey_responses where id = ${saved.id}`);
    expect(await countDeletedResponses(database.db, survey.id)).toBe(1);
    expect(await listDeletedResponses(database.db, survey.id)).toEqual([gone.saved.id]);
    await database.db.execute(sql`delete from surveys where id = ${survey.id}`);
    expect(await listDeletedResponses(database.db, survey.id)).toEqual([]);
  });

  it('lists the responses in no block with their answers, but not the answers of those the reader has at their revision', async () => {
    const { survey, version } = await publishedSurvey();
    const done = await save(survey.id, version.id, randomUUID(), { drink: { choice: 'tea' }, taste: 4 }, true);
    const key = randomUUID();
    const started = await save(survey.id, version.id, key, { drink: { choice: 'coffee' } }, false);
    if (!('saved' in done && 'saved' in started)) throw new Error('not saved');
    const first = await listUnsealedResponses(database.db, survey.id, []);
    expect(first.map(({ id, status, versionId, shown, answers }) => ({ id, status, versionId, shown, answers })).sort((a, b) => a.status.localeCompare(b.status))).toEqual([
      { id: done.saved.id, status: 'complete', versionId: version.id, shown: ['drink', 'taste'], answers: { drink: { choice: 'tea' }, taste: 4 } },
      { id: started.saved.id, status: 'partial', versionId: version.id, shown: ['drink', 'taste'], answers: { drink: { choice: 'coffee' } } },
    ]);
    // Microseconds since 1970: a complete response counts from its completion.
    expect(first.find((row) => row.id === done.saved.id)?.at).toBe(done.saved.completedAt!.getTime() * 1000);
    const known = first.map(responseKey);
    expect((await listUnsealedResponses(database.db, survey.id, known)).map((row) => row.answers)).toEqual([null, null]);
    // Saved again, the partial response has another revision: its answers are listed again.
    await upsertSurveyResponse(database.db, { surveyId: survey.id, versionId: version.id, responseKey: key, answers: { taste: 1 }, complete: false, source: 'page', shownQuestionIds: ['taste'], ipHash: 'ip' }, new Date(Date.now() + 5));
    const again = await listUnsealedResponses(database.db, survey.id, known);
    expect(again.find((row) => row.id === started.saved.id)?.answers).toEqual({ taste: 1 });
    expect(again.find((row) => row.id === done.saved.id)?.answers).toBeNull();
  });

  it('seals complete responses into numbered blocks in one transaction; refuses when one of them is gone or sealed already', async () => {
    const { survey, version } = await publishedSurvey();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const answers = { drink: { choice: 'tea' }, taste: i + 1 };
      const saved = await upsertSurveyResponse(database.db, { surveyId: survey.id, versionId: version.id, responseKey: randomUUID(), answers, complete: true, source: 'page', shownQuestionIds: [], ipHash: 'ip' }, new Date(Date.now() - (10 - i) * 1000));
      if ('saved' in saved) ids.push(saved.saved.id);
    }
    await save(survey.id, version.id, randomUUID(), { drink: { choice: 'tea' } }, false);
    // Only complete responses, the first answered first, and only as many as asked for.
    expect(await listSealableResponses(database.db, survey.id, 6)).toEqual([]);
    const sealable = await listSealableResponses(database.db, survey.id, 2);
    expect(sealable.map((response) => response.id)).toEqual(ids.slice(0, 2));
    const data = new Uint8Array([1, 2, 3, 0, 255]);
    expect(await sealSurveyResponses(database.db, { surveyId: survey.id, responseIds: ids.slice(0, 2), data })).toBe(1);
    expect((await listUnsealedResponses(database.db, survey.id, [])).map((row) => row.id)).not.toContain(ids[0]);
    // One already sealed among them: nothing is written.
    expect(await sealSurveyResponses(database.db, { surveyId: survey.id, responseIds: ids.slice(1, 3), data })).toBeNull();
    await database.db.execute(sql`delete from survey_responses where id = ${ids[3]!}`);
    expect(await sealSurveyResponses(database.db, { surveyId: survey.id, responseIds: ids.slice(2, 4), data })).toBeNull();
    expect(await sealSurveyResponses(database.db, { surveyId: survey.id, responseIds: [ids[2]!, ids[4]!], data })).toBe(2);
    expect(await listSurveyAnswerBlocks(database.db, survey.id)).toEqual([
      { block: 1, responses: 2 },
      { block: 2, responses: 2 },
    ]);
    const [read] = await readSurveyAnswerBlocks(database.db, survey.id, [1]);
    expect(read?.block).toBe(1);
    expect([...read!.data]).toEqual([...data]);
  });

  it('analyses the survey tables when they were never analysed or have grown by a tenth since', async () => {
    await refreshSurveyStatistics(database.db);
    expect(await refreshSurveyStatistics(database.db)).toEqual([]);
    const { survey, version } = await publishedSurvey();
    for (let i = 0; i < 600; i += 50) await Promise.all(Array.from({ length: 50 }, () => save(survey.id, version.id, randomUUID(), { drink: { choice: 'tea' }, taste: 3 }, true)));
    expect((await refreshSurveyStatistics(database.db)).sort()).toEqual(['survey_answers', 'survey_responses']);
    expect(await refreshSurveyStatistics(database.db)).toEqual([]);
  });
});

/** Concurrent saves of one key must take turns on Postgres too, where they run on separate connections. */
const POSTGRES_URL = process.env.SIGHTLINE_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
const withPostgres = await admin.connect().then(
  () => true,
  () => false,
);

describe.runIf(withPostgres)('survey responses on Postgres', () => {
  const name = `sightline_db_saves_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  let postgres: Database;
  beforeAll(async () => {
    await admin.query(`create database ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    postgres = await createDatabase({ databaseUrl: url.toString() });
    await postgres.migrate();
  }, 120_000);
  afterAll(async () => {
    await postgres?.close();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  });

  it('saves a batch in one statement, in order: saves of one key are one response, the last one\'s', async () => {
    await savesOfOneKeyInOneBatch(postgres);
  });

  it('saves a batch in one transaction: a save that fails leaves none of the others written', async () => {
    await batchAllOrNothing(postgres);
  });

  it('writes batches at once without deadlocking: each locks its responses in the order of their keys, whatever order they came in', async () => {
    const survey = await createSurvey(postgres.db, { ownerKeyHash: 'owner', userId: null, title: 'Coffee', draft: definition });
    const published = await publishSurvey(postgres.db, { id: survey.id, draftRevision: survey.draftRevision });
    const versionId = published!.version.id;
    const keys = Array.from({ length: 40 }, () => randomUUID());
    for (let round = 0; round < 5; round++) {
      const batch = keys.map((key) => responseSave(survey.id, versionId, key, { taste: 1 + (round % 5) }, false));
      const outcomes = await Promise.all([upsertSurveyResponses(postgres.db, batch), upsertSurveyResponses(postgres.db, [...batch].reverse()), upsertSurveyResponses(postgres.db, batch)]);
      expect(outcomes.flat().map((outcome) => Object.keys(outcome)[0])).toEqual(Array(120).fill('saved'));
      // Each outcome is its own save's, in the order given.
      expect(outcomes[1]!.map((outcome) => Object.values(outcome)[0]!.id)).toEqual([...outcomes[0]!.map((outcome) => Object.values(outcome)[0]!.id)].reverse());
    }
    expect(await listSurveyResponses(postgres.db, survey.id, { after: null, limit: 100 })).toHaveLength(40);
  });

  it('saves concurrent partial saves of one key one after the other: the answers are one save\'s, never a mix', async () => {
    const survey = await createSurvey(postgres.db, { ownerKeyHash: 'owner', userId: null, title: 'Coffee', draft: definition });
    const published = await publishSurvey(postgres.db, { id: survey.id, draftRevision: survey.draftRevision });
    const key = randomUUID();
    const saves = [{ drink: { choice: 'tea' } }, { taste: 3 }, { drink: { choice: 'coffee' }, taste: 1 }, { taste: 5 }];
    for (let round = 0; round < 5; round++) {
      await Promise.all(
        saves.map((answers) =>
          upsertSurveyResponse(postgres.db, { surveyId: survey.id, versionId: published!.version.id, responseKey: key, answers, complete: false, source: 'page', shownQuestionIds: ['drink', 'taste'], ipHash: 'ip' }),
        ),
      );
      const responses = await listSurveyResponses(postgres.db, survey.id, { after: null, limit: 10 });
      expect(responses).toHaveLength(1);
      expect(saves).toContainEqual(responses[0]!.answers);
    }
  });
});
