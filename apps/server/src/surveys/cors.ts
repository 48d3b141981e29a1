import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findSurveysForAnswers, type Db, type SurveyForAnswers } from '@sightline/db';
import { batched, batchedPer } from './batched';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Surveys read in one statement at most. */
const MAX_READS = 256;
const readForRequest = new WeakMap<FastifyRequest, Promise<SurveyForAnswers | null>>();
const readSurvey = batchedPer((db: Db) => batched((ids: string[]) => findSurveysForAnswers(db, ids), MAX_READS));

/**
 * The survey a respondent request is about, read once per request (the CORS hook and the handler
 * both need it). The requests that arrive while one read is running are read together next, in one
 * statement: each read still starts after its request arrived, so it sees every change made before.
 */
export function surveyForAnswers(app: FastifyInstance, request: FastifyRequest, id: string): Promise<SurveyForAnswers | null> {
  let read = readForRequest.get(request);
  if (read === undefined) {
    read = readSurvey(app.db, id);
    readForRequest.set(request, read);
  }
  return read;
}

/**
 * CORS for the respondent endpoints: a page on one of the survey's allowed origins (the embedded
 * widget) may read their answers, errors included; any other origin gets no CORS header, so its
 * browser keeps the answer from it. Same-origin requests need none. Runs before validation, so a
 * widget can read a 400's message too.
 */
export function surveyCors(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    const id = (request.params as { id?: string }).id;
    if (origin === undefined || id === undefined || !UUID.test(id)) return;
    const survey = await surveyForAnswers(app, request, id);
    if (!survey?.allowedOrigins.includes(origin)) return;
    reply.header('access-control-allow-origin', origin);
    if (request.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET, PUT');
      reply.header('access-control-allow-headers', 'content-type');
      reply.header('access-control-max-age', '600');
    }
  };
}
