import { findSurveyVersion, type Db, type SurveyVersion } from '@sightline/db';

/** Versions kept per process; a definition is a few kilobytes. */
const MAX_VERSIONS = 500;
const caches = new WeakMap<Db, Map<string, SurveyVersion>>();

/**
 * A published version of a survey, read from the database once per process: versions never change
 * once published (survey_versions), and every answer save needs its definition.
 */
export async function publishedVersion(db: Db, surveyId: string, versionId: string): Promise<SurveyVersion | null> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const kept = cache.get(versionId);
  if (kept) return kept.surveyId === surveyId ? kept : null;
  const version = await findSurveyVersion(db, surveyId, { id: versionId });
  if (version) {
    cache.set(versionId, version);
    if (cache.size > MAX_VERSIONS) cache.delete(cache.keys().next().value!);
  }
  return version;
}
