// Answer saves are written in batches (response-saves.ts): what arrives while a batch is written
// goes in the next one. Each save must still be answered as if it were alone, on PGlite and (when
// it answers) on Postgres.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, createSurvey, listSurveyResponses, publishSurvey, type Database, type ResponseSave } from '@sightline/db';
import { emptyDefinition, type SurveyDefinition } from '@sightline/shared/research/survey';
import { saveSurveyResponse } from '../../src/surveys/response-saves';
import { createTestDatabase, testPostgresReachable } from '../helpers/child-processes';

const withPostgres = await testPostgresReachable();

/** A database to save into, and what to do once it is closed. */
interface Backend {
  name: string;
  open(): Promise<{ database: Database; drop(): Promise<void> }>;
}

const backends: Backend[] = [
  { name: 'PGlite', open: async () => ({ database: await createDatabase({ snapshot: new Blob([readFileSync(inject('pgliteSnapshot'))]) }), drop: async () => {} }) },
  ...(withPostgres
    ? [
        {
          name: 'Postgres',
          async open() {
            const created = await createTestDatabase('sightline_response_saves');
            const database = await createDatabase({ databaseUrl: created.url });
            await database.migrate();
            return { database, drop: created.drop };
          },
        },
      ]
    : []),
];

const definition: SurveyDefinition = {
  ...emptyDefinition('Coffee'),
  questions: [
    { type: 'single_choice', id: 'drink', title: 'What do you drink?', required: true, options: [{ id: 'tea', label: 'Tea' }, { id: 'coffee', label: 'Coffee' }] },
    { type: 'rating', id: 'taste', title: 'How good is it?', required: false, points: 5 },
  ],
};

describe.each(backends)('answer saves in batches on $name', (backend) => {
  let database: Database;
  let drop: () => Promise<void>;
  let surveyId: string;
  let versionId: string;
  beforeAll(async () => {
    ({ database, drop } = await backend.open());
    const survey = await createSurvey(database.db, { ownerKeyHash: 'owner', userId: null, title: 'Coffee', draft: definition });
    const published = await publishSurvey(database.db, { id: survey.id, draftRevision: survey.draftRevision });
    surveyId = survey.id;
    versionId = published!.version.id;
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  const save = (responseKey: string, answers: Record<string, unknown>, complete: boolean, version = versionId): ResponseSave => ({
    surveyId,
    versionId: version,
    responseKey,
    answers,
    complete,
    source: 'page',
    shownQuestionIds: Object.keys(answers),
    ipHash: 'ip',
  });
  const stored = async () => (await listSurveyResponses(database.db, surveyId, { after: null, limit: 100 })).map(({ id, status, answers }) => ({ id, status, answers }));

  it('answers each of the saves sent at once with its own outcome: saves of one key are one response', async () => {
    const key = randomUUID();
    const others = [randomUUID(), randomUUID(), randomUUID()];
    const done = { drink: { choice: 'tea' }, taste: 5 };
    const outcomes = await Promise.all([
      saveSurveyResponse(database, save(key, { drink: { choice: 'coffee' } }, false)),
      ...others.map((other) => saveSurveyResponse(database, save(other, { drink: { choice: 'coffee' } }, true))),
      saveSurveyResponse(database, save(key, done, true)),
      saveSurveyResponse(database, save(key, done, true)),
    ]);
    expect(outcomes.map((outcome) => Object.keys(outcome)[0])).toEqual(['saved', 'saved', 'saved', 'saved', 'saved', 'unchanged']);
    expect(new Set(outcomes.map((outcome) => Object.values(outcome)[0]!.id)).size).toBe(4);
    const responses = await stored();
    expect(responses).toHaveLength(4);
    expect(responses).toContainEqual({ id: Object.values(outcomes[0]!)[0]!.id, status: 'complete', answers: done });
  });

  it('answers a save that fails with its error, and the others of its batch as if it were not there', async () => {
    const before = (await stored()).length;
    const outcomes = await Promise.allSettled([
      saveSurveyResponse(database, save(randomUUID(), { taste: 2 }, true)),
      // No such version: its row breaks a foreign key.
      saveSurveyResponse(database, save(randomUUID(), { taste: 3 }, true, randomUUID())),
      saveSurveyResponse(database, save(randomUUID(), { taste: 4 }, false)),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const [saved, , savedLast] = outcomes.map((outcome) => (outcome.status === 'fulfilled' && 'saved' in outcome.value ? outcome.value.saved.id : null));
    const responses = await stored();
    expect(responses).toHaveLength(before + 2);
    expect(responses).toContainEqual({ id: saved, status: 'complete', answers: { taste: 2 } });
    expect(responses).toContainEqual({ id: savedLast, status: 'partial', answers: { taste: 4 } });
  });
});
