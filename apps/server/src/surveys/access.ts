import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findSurvey, type Survey } from '@sightline/db';
import { identifyViewer, type Viewer } from '../analysis/access';
import { HttpError } from '../errors';

// One answer for "no such survey" and "not yours", so neither can be probed.
export const SURVEY_NOT_FOUND_MESSAGE = 'This survey does not exist.';
export const surveyNotFound = () => new HttpError(404, 'NOT_FOUND', SURVEY_NOT_FOUND_MESSAGE);

export function ownsSurvey(survey: Survey, viewer: Viewer): boolean {
  return (survey.ownerKeyHash !== null && survey.ownerKeyHash === viewer.ownerKeyHash) || (survey.userId !== null && survey.userId === viewer.userId);
}

/** The survey, when the browser's owner key or the signed-in account owns it; 404 otherwise. */
export async function requireSurveyOwner(app: FastifyInstance, request: FastifyRequest, id: string): Promise<{ survey: Survey; viewer: Viewer }> {
  const survey = await findSurvey(app.db, id);
  if (survey) {
    const viewer = await identifyViewer(app, request);
    if (ownsSurvey(survey, viewer)) return { survey, viewer };
  }
  throw surveyNotFound();
}
