import { findSurveyVersion, type Db, type Survey, type SurveyVersion } from '@sightline/db';

/**
 * JSON with every object's keys in sorted order, so two values that mean the same give the same text
 * whatever order their keys were written in (jsonb hands keys back in its own order). Keys whose
 * value is undefined are left out, as JSON.stringify and jsonb leave them out.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** The version respondents get now, or null before the first publish. */
export function currentVersion(db: Db, survey: Survey): Promise<SurveyVersion | null> {
  return survey.currentVersionId ? findSurveyVersion(db, survey.id, { id: survey.currentVersionId }) : Promise.resolve(null);
}

/** Whether publishing would give respondents something new: the draft differs from the current version, or there is none yet. */
export function draftChanged(survey: Survey, current: SurveyVersion | null): boolean {
  return current === null || canonicalJson(survey.draft) !== canonicalJson(current.definition);
}
