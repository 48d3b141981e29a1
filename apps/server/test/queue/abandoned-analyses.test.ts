import { readFileSync } from 'node:fs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAnalysis, createDatabase, findAnalysis, startAnalysisAttempt, type Database } from '@sightline/db';
import { analyzeSiteJob } from '../../src/jobs/analyze-site';
import { sendEmailJob } from '../../src/jobs/send-email';
import { createMailer } from '../../src/mail/mailer';
import { createQueue } from '../../src/queue/queue';
import { testConfig } from '../helpers/test-app';

// What a crash or an expired last attempt leaves behind: an analysis `running` (or `queued`) with no
// job left that would ever finish it. A queue starting on the database, as a restarted server
// does, must fail it, and leave alone the analyses a job will still run.
let database: Database;
const request = { startUrl: 'https://shop.test/', maxPages: 1, maxDepth: 0, analysisTypes: ['GENERAL'], saveScreenshots: false };

async function analysis(status: 'queued' | 'running', minutesOld: number) {
  const row = await createAnalysis(database.db, { domain: 'shop.test', request, ipHash: 'ip', ownerKeyHash: null, userId: null });
  if (status === 'running') await startAnalysisAttempt(database.db, row.id);
  await database.db.execute(`UPDATE analyses SET created_at = now() - interval '${minutesOld} minutes' WHERE id = '${row.id}'`);
  return row.id;
}

beforeAll(async () => {
  database = await createDatabase({ snapshot: new Blob([readFileSync(inject('pgliteSnapshot'))]) });
});
afterAll(async () => {
  await database.close();
});

describe('analyses with no job left, when a queue starts', () => {
  it('are failed with a reason; young ones and ones with a pending job are kept', async () => {
    const log = pino({ level: 'silent' });
    const context = { db: database.db, mailer: createMailer({ smtpUrl: null, from: 'x@example.com', log }), log, config: testConfig() };
    const jobs = [sendEmailJob, analyzeSiteJob] as const;
    const stranded = await analysis('running', 30);
    const neverSent = await analysis('queued', 30);
    const justCreated = await analysis('queued', 0);
    const waiting = await analysis('queued', 30);
    const sender = await createQueue({ connection: database.queueConnection, jobs, context });
    const jobId = await sender.send('analyze-site', { analysisId: waiting });
    await sender.stop();
    // Its job is still to come (not run by this test): pending all the same.
    await database.db.execute(`UPDATE pgboss.job SET start_after = now() + interval '1 hour' WHERE id = '${jobId}'`);

    const restarted = await createQueue({ connection: database.queueConnection, jobs, context });
    await restarted.work();
    await restarted.stop();

    for (const id of [stranded, neverSent]) expect(await findAnalysis(database.db, id)).toMatchObject({ status: 'failed', error: expect.stringMatching(/interrupted/), finishedAt: expect.any(Date) });
    expect(await findAnalysis(database.db, justCreated)).toMatchObject({ status: 'queued' });
    expect(await findAnalysis(database.db, waiting)).toMatchObject({ status: 'queued' });
  });
});
