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
}

export interface JobDefinition<Name extends string = string, Schema extends TSchema = TSchema> {
  name: Name;
  /** Validates the payload when it is sent and again before it is handled. */
  schema: Schema;
  /** pg-boss queue options: how often and how fast a failed job is retried, and its time limit. */
  queue: { retryLimit: number; retryDelay: number; retryBackoff: boolean; expireInSeconds: number };
  handle(payload: Static<Schema>, context: JobContext): Promise<void>;
}

export function defineJob<Name extends string, Schema extends TSchema>(job: JobDefinition<Name, Schema>): JobDefinition<Name, Schema> {
  return job;
}
