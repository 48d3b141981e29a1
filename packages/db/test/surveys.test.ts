import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDefinition, type SurveyDefinition } from '@sightline/shared/research/survey';
import {
  countSurveyAnswerKeys,
  createDatabase,
  createSurvey,
  deleteSurveyResultsSums,
  findSurveyResultsSums,
  findSurveyVersion,
  listLatestDeletedResponses,
  listSurveyResponses,
  listSurveyVersions,
  publishSurvey,
  refreshSurveyStatistics,
  saveSurveyDraft,
  saveSurveyResultsSums,
  surveyResponsesChecksum,
  upsertSurveyResponse,
  type Database,
  type ResponseScope,
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

const everything = (surveyId: string): ResponseScope => ({ surveyId, versionId: null, from: null, to: null, statuses: ['complete', 'partial'], answers: [] });

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

  it('stores concurrent saves of distinct keys, and of one key, without losing or doubling any', async () => {
    const { survey, version } = await publishedSurvey();
    const shared = randomUUID();
    await Promise.all([
      ...Array.from({ length: 20 }, () => save(survey.id, version.id, randomUUID(), { drink: { choice: 'tea' } }, true)),
      ...Array.from({ length: 5 }, () => save(survey.id, version.id, shared, { drink: { choice: 'coffee' } }, true)),
    ]);
    expect(await listSurveyResponses(database.db, survey.id, { after: null, limit: 100 })).toHaveLength(21);
  });

  it('copies a deleted complete response and its answers, which a scope can read instead (not a partial one, nor a deleted survey\'s)', async () => {
    const { survey, version } = await publishedSurvey();
    const kept = await save(survey.id, version.id, randomUUID(), { drink: { choice: 'tea' }, taste: 2 }, true);
    const gone = await save(survey.id, version.id, randomUUID(), { drink: { choice: 'coffee' }, taste: 5 }, true);
    const partial = await save(survey.id, version.id, randomUUID(), { drink: { choice: 'coffee' } }, false);
    if (!('saved' in kept && 'saved' in gone && 'saved' in partial)) throw new Error('not saved');
    const complete = { ...everything(survey.id), statuses: ['complete'] as const };
    const before = await surveyResponsesChecksum(database.db, complete);
    for (const { saved } of [gone, partial]) await database.db.execute(sql`delete from survey_responses where id = ${saved.id}`);
    const deleted = await listLatestDeletedResponses(database.db, complete, 5);
    expect(deleted.ids).toEqual([gone.saved.id]);
    // What the kept sums held, less the deleted copy, is what the survey holds now.
    const now = await surveyResponsesChecksum(database.db, complete);
    expect({ count: before.count - deleted.set.count, checksum: before.checksum - deleted.set.checksum }).toEqual(now);
    const questions = { single: ['drink'], multiple: [], scalar: ['taste'], ranking: [], matrix: [], plain: [] };
    const counted = await countSurveyAnswerKeys(database.db, { ...complete, deleted: deleted.ids }, questions);
    expect(counted.map((row) => `${row.questionId} ${row.key} ${row.count}`).sort()).toEqual(['drink answered 1', 'drink choice:coffee 1', 'taste answered 1', 'taste value:5 1']);
    // Scopes apply to the copies as to the responses: a filter the deleted response does not match reads nothing.
    expect(await countSurveyAnswerKeys(database.db, { ...complete, deleted: deleted.ids, answers: [{ questionId: 'drink', contains: { choice: 'tea' } }] }, questions)).toEqual([]);
    await database.db.execute(sql`delete from surveys where id = ${survey.id}`);
    expect((await listLatestDeletedResponses(database.db, complete, 5)).ids).toEqual([]);
  });

  it('counts answers by key within the scope', async () => {
    const { survey, version } = await publishedSurvey();
    for (let i = 0; i < 10; i++) await save(survey.id, version.id, randomUUID(), { drink: { choice: i < 3 ? 'tea' : 'coffee' }, taste: (i % 5) + 1 }, i !== 9);
    const counts = await countSurveyAnswerKeys(database.db, { ...everything(survey.id), statuses: ['complete'] }, { single: ['drink'], multiple: [], scalar: ['taste'], ranking: [], matrix: [], plain: [] });
    const count = (questionId: string, key: string) => counts.find((row) => row.questionId === questionId && row.key === key)?.count ?? 0;
    expect([count('drink', 'answered'), count('drink', 'choice:tea'), count('drink', 'choice:coffee'), count('taste', 'value:5')]).toEqual([9, 3, 6, 1]);
    const teaDrinkers = await countSurveyAnswerKeys(database.db, { ...everything(survey.id), answers: [{ questionId: 'drink', contains: { choice: 'tea' } }] }, { single: ['drink'], multiple: [], scalar: [], ranking: [], matrix: [], plain: [] });
    // Only the questions asked for are counted.
    expect(teaDrinkers.some((row) => row.questionId === 'taste')).toBe(false);
    expect(teaDrinkers.filter((row) => row.questionId === 'drink').map((row) => [row.key, row.count]).sort()).toEqual([['answered', 3], ['choice:tea', 3]]);
  });

  it('analyses the survey tables when they were never analysed or have grown by a tenth since', async () => {
    await refreshSurveyStatistics(database.db);
    expect(await refreshSurveyStatistics(database.db)).toEqual([]);
    const { survey, version } = await publishedSurvey();
    for (let i = 0; i < 600; i += 50) await Promise.all(Array.from({ length: 50 }, () => save(survey.id, version.id, randomUUID(), { drink: { choice: 'tea' }, taste: 3 }, true)));
    expect((await refreshSurveyStatistics(database.db)).sort()).toEqual(['survey_answers', 'survey_responses']);
    expect(await refreshSurveyStatistics(database.db)).toEqual([]);
  });
  it('checksums a set of responses: the same set gives the same, one more or one fewer does not', async () => {
    const { survey, version } = await publishedSurvey();
    const complete = { ...everything(survey.id), statuses: ['complete'] as const };
    expect(await surveyResponsesChecksum(database.db, complete)).toEqual({ count: 0, checksum: 0n });
    for (let i = 0; i < 5; i++) await save(survey.id, version.id, randomUUID(), { drink: { choice: 'tea' } }, true);
    await save(survey.id, version.id, randomUUID(), { drink: { choice: 'tea' } }, false);
    const five = await surveyResponsesChecksum(database.db, complete);
    expect(five.count).toBe(5);
    expect(await surveyResponsesChecksum(database.db, complete)).toEqual(five);
    await database.db.execute(sql`delete from survey_responses where id = (select id from survey_responses where survey_id = ${survey.id} and status = 'complete' limit 1)`);
    await save(survey.id, version.id, randomUUID(), { drink: { choice: 'tea' } }, true);
    // Five again, but not the same five.
    const other = await surveyResponsesChecksum(database.db, complete);
    expect(other.count).toBe(5);
    expect(other.checksum).not.toBe(five.checksum);
  });

  it('keeps results sums per key, replaces them, and forgets all but the most recently used', async () => {
    const { survey } = await publishedSurvey();
    const sums = (key: string, complete: number) => ({ surveyId: survey.id, key, until: new Date('2026-01-02T03:04:05.678Z'), complete, checksum: -(2n ** 70n), part: { format: 1, key } });
    await saveSurveyResultsSums(database.db, sums('a', 1), 2);
    await saveSurveyResultsSums(database.db, sums('a', 2), 2);
    expect(await findSurveyResultsSums(database.db, survey.id, 'a')).toMatchObject({ complete: 2, checksum: (-(2n ** 70n)).toString(), until: new Date('2026-01-02T03:04:05.678Z'), part: { format: 1, key: 'a' } });
    await saveSurveyResultsSums(database.db, sums('b', 1), 2);
    // Reading 'a' makes it the most recently used, so 'b' goes when 'c' comes.
    await findSurveyResultsSums(database.db, survey.id, 'a');
    await saveSurveyResultsSums(database.db, sums('c', 1), 2);
    expect(await findSurveyResultsSums(database.db, survey.id, 'b')).toBeNull();
    expect(await findSurveyResultsSums(database.db, survey.id, 'a')).not.toBeNull();
    await deleteSurveyResultsSums(database.db, survey.id);
    expect(await findSurveyResultsSums(database.db, survey.id, 'a')).toBeNull();
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
