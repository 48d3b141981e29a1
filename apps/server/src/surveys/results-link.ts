import type { SurveyResultsLink, SurveyVersion } from '@sightline/db';
import type { SurveyDefinition } from '@sightline/shared/research/survey';
import type { SurveyResults } from '@sightline/shared/research/survey-results';
import { generateToken, hashToken } from '../auth/tokens';

/** The longest lifetime an owner may give a results link. */
export const RESULTS_LINK_MAX_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh token (given to the owner once) and what the database keeps of it. */
export function createResultsLinkToken(expiresInDays: number | undefined, now = Date.now()) {
  const token = generateToken();
  return { token, tokenHash: hashToken(token), expiresAt: expiresInDays === undefined ? null : new Date(now + expiresInDays * DAY_MS) };
}

/** The page the link opens. */
export const resultsLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/survey-results/${token}`;

export function summarizeResultsLink(link: SurveyResultsLink) {
  return {
    id: link.id,
    redactedQuestionIds: link.redactedQuestionIds,
    allowDownload: link.allowDownload,
    viewCount: link.viewCount,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt?.toISOString() ?? null,
    revokedAt: link.revokedAt?.toISOString() ?? null,
  };
}

/** A definition without the redacted questions: filters and cross-tabs through a link see no others. */
export function withoutRedacted(definition: SurveyDefinition, redacted: ReadonlySet<string>): SurveyDefinition {
  return { ...definition, questions: definition.questions.filter((question) => !redacted.has(question.id)) };
}

/** Versions whose definitions leave the redacted questions out. */
export const versionsWithoutRedacted = (versions: readonly SurveyVersion[], redacted: ReadonlySet<string>): SurveyVersion[] =>
  versions.map((version) => ({ ...version, definition: withoutRedacted(version.definition, redacted) }));

/** Results as a link shows them: the redacted questions are not there at all. */
export const redactResults = (results: SurveyResults, redacted: ReadonlySet<string>): SurveyResults => ({ ...results, questions: results.questions.filter((question) => !redacted.has(question.id)) });
