import type { FastifyInstance } from 'fastify';
import { listSurveyVersions, type Survey } from '@sightline/db';
import type { Static } from 'typebox';
import type { SurveyDetailSchema } from '../schemas/surveys';

/** What the builder reads: the draft, its revision, the published versions and their responses. */
export async function surveyDetail(app: FastifyInstance, survey: Survey): Promise<Static<typeof SurveyDetailSchema>> {
  const versions = await listSurveyVersions(app.db, survey.id);
  const current = versions.find((version) => version.id === survey.currentVersionId);
  return {
    id: survey.id,
    title: survey.title,
    status: survey.status,
    draft: survey.draft,
    draftRevision: survey.draftRevision,
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
