import type { Static, TSchema } from 'typebox';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@sightline/db';
import type { Config } from '../config';
import type { Mailer } from '../mail/mailer';

/** What every job handler may use; a worker process builds the same context without HTTP. */
export interface JobContext {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Where analyses write files and which hosts they may reach; optional for jobs that need neither. */
  config?: Config;
  /** Queues another job (validated like any other send), so a handler's follow-up survives a crash. */
  send<Job extends JobDefinition>(job: Job, payload: Static<Job['schema']>): Promise<string>;
}

/** pg-boss queue options: how often and how fast a failed job is retried, and its time limit. */
export interface QueueSettings {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
}

export interface JobDefinition<Name extends string = string, Schema extends TSchema = TSchema> {
  name: Name;
  /** Validates the payload when it is sent and again before it is handled. */
  schema: Schema;
  /** Fixed settings, or settings that follow the configuration (the analysis time limit). */
  queue: QueueSettings | ((config: Config | undefined) => QueueSettings);
  /** How many of these jobs one process handles at once (1 when absent). */
  concurrency?: (config: Config | undefined) => number;
  /**
   * `signal` aborts shortly before the queue would expire the attempt: a handler stops its work
   * then, or it is given up on (and, on its last attempt, reported `lost` as 'expired').
   */
  handle(payload: Static<Schema>, context: JobContext, signal: AbortSignal): Promise<void>;
  /**
   * Runs when the last allowed attempt ended without the handler finishing: its worker died, or
   * it overran the queue's time limit. Nothing will run the job again.
   */
  lost?(payload: Static<Schema>, context: JobContext, reason: LostReason): Promise<void>;
  /**
   * Runs when a worker starts and every few minutes after, with the payloads of this job still
   * waiting or running: whatever the job tracks outside the queue (an analysis row) and no payload
   * names anymore was left behind by a job that ended without saying so, and is closed here.
   */
  reconcile?(pending: Array<Static<Schema>>, context: JobContext): Promise<void>;
}

export type LostReason = 'worker-stopped' | 'expired';

export function defineJob<Name extends string, Schema extends TSchema>(job: JobDefinition<Name, Schema>): JobDefinition<Name, Schema> {
  return job;
}
