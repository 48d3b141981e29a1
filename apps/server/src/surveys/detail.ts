import type { FastifyInstance } from 'fastify';
import { listSurveyVersions, type Survey } from '@sightline/db';
import type { Static } from 'typebox';
import type { SurveyDetailSchema } from '../schemas/surveys';
import { currentVersion, draftChanged } from './draft-changed';

/** What the builder reads: the draft, its revision and whether it differs from the published version, the published versions and their responses. */
export async function surveyDetail(app: FastifyInstance, survey: Survey): Promise<Static<typeof SurveyDetailSchema>> {
  const [versions, published] = await Promise.all([listSurveyVersions(app.db, survey.id), currentVersion(app.db, survey)]);
  const current = versions.find((version) => version.id === survey.currentVersionId);
  return {
    id: survey.id,
    title: survey.title,
    status: survey.status,
    draft: survey.draft,
    draftRevision: survey.draftRevision,
    draftChanged: draftChanged(survey, published),
    versions: versions.map((version) => ({ id: version.id, version: version.version, publishedAt: version.publishedAt.toISOString(), responses: { complete: version.complete, partial: version.partial } })),
    publishedVersion: current?.version ?? null,
    responses: { complete: versions.reduce((sum, version) => sum + version.complete, 0), partial: versions.reduce((sum, version) => sum + version.partial, 0) },
    allowedOrigins: survey.allowedOrigins,
    createdAt: survey.createdAt.toISOString(),
    updatedAt: survey.updatedAt.toISOString(),
    closedAt: survey.closedAt?.toISOString() ?? null,
    publicUrl: `/survey/${survey.id}`,
  };
}
