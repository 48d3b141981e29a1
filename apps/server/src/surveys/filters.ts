import type { ResponseScope, SurveyVersion } from '@sightline/db';
import type { SurveyDefinition } from '@sightline/shared/research/survey';
import type { ResultsFilters } from '@sightline/shared/research/survey-results';
import { Type, type Static } from 'typebox';
import { HttpError } from '../errors';

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (UTC)' });

/** The results page's filters, as query parameters (results, cross-tab). */
export const FilterQueryProperties = {
  version: Type.Optional(Type.Integer({ minimum: 1, description: 'Only answers to this published version (default: every version)' })),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  filter: Type.Optional(
    Type.Union([Type.String({ maxLength: 400 }), Type.Array(Type.String({ maxLength: 400 }), { maxItems: 20 })], {
      description: 'questionId:value, repeatable: only respondents who gave that answer (an option id, a number, true or false)',
    }),
  ),
  includePartial: Type.Optional(Type.Boolean({ description: 'Count partial responses too (default: complete only)' })),
};
export type FilterQuery = Static<ReturnType<typeof Type.Object<typeof FilterQueryProperties>>>;

function day(value: string, name: string): Date {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) throw new HttpError(400, 'VALIDATION_ERROR', `"${name}" is not a date: use YYYY-MM-DD.`);
  return date;
}

/** The answer a filter asks for, as the JSON an answer must contain, checked against the question. */
function answerPattern(definition: SurveyDefinition | null, questionId: string, raw: string): { value: string | number | boolean; contains: unknown } {
  const question = definition?.questions.find((q) => q.id === questionId);
  if (!question) throw new HttpError(400, 'VALIDATION_ERROR', `Cannot filter by "${questionId}": this survey has no such question.`);
  switch (question.type) {
    case 'single_choice':
    case 'multiple_choice': {
      if (!question.options.some((option) => option.id === raw)) throw new HttpError(400, 'VALIDATION_ERROR', `"${raw}" is not an option of "${question.title}".`);
      return { value: raw, contains: question.type === 'single_choice' ? { choice: raw } : { choices: [raw] } };
    }
    case 'yes_no':
      if (raw !== 'true' && raw !== 'false') throw new HttpError(400, 'VALIDATION_ERROR', `Filter "${question.title}" by true (yes) or false (no).`);
      return { value: raw === 'true', contains: raw === 'true' };
    case 'rating':
    case 'likert':
    case 'nps':
    case 'number': {
      const number = raw.trim() === '' ? Number.NaN : Number(raw);
      if (!Number.isFinite(number)) throw new HttpError(400, 'VALIDATION_ERROR', `Filter "${question.title}" by a number.`);
      return { value: number, contains: number };
    }
    default:
      throw new HttpError(400, 'VALIDATION_ERROR', `Cannot filter by "${question.title}": only choice, yes/no and number-like answers can be filters.`);
  }
}

/**
 * The scope results are read in, from the query: `versions` are the survey's published versions
 * and `definition` the one whose questions the filters name (null before the first publish).
 */
export function resultsScope(surveyId: string, query: FilterQuery, versions: readonly SurveyVersion[], definition: SurveyDefinition | null): { scope: ResponseScope; filters: ResultsFilters } {
  let versionId: string | null = null;
  if (query.version !== undefined) {
    const version = versions.find((v) => v.version === query.version);
    if (!version) throw new HttpError(400, 'VALIDATION_ERROR', `This survey has no published version ${query.version}.`);
    versionId = version.id;
  }
  const from = query.from === undefined ? null : day(query.from, 'from');
  const to = query.to === undefined ? null : new Date(day(query.to, 'to').getTime() + 86_400_000);
  if (from !== null && to !== null && from >= to) throw new HttpError(400, 'VALIDATION_ERROR', '"from" must not be after "to".');
  const raw = query.filter === undefined ? [] : Array.isArray(query.filter) ? query.filter : [query.filter];
  const answers = raw.map((item) => {
    const colon = item.indexOf(':');
    if (colon <= 0) throw new HttpError(400, 'VALIDATION_ERROR', `Write each filter as questionId:value ("${item}" is not).`);
    const questionId = item.slice(0, colon);
    return { questionId, ...answerPattern(definition, questionId, item.slice(colon + 1)) };
  });
  const includePartial = query.includePartial ?? false;
  return {
    scope: { surveyId, versionId, from, to, statuses: includePartial ? ['complete', 'partial'] : ['complete'], answers: answers.map(({ questionId, contains }) => ({ questionId, contains })) },
    filters: { version: query.version ?? null, from: query.from ?? null, to: query.to ?? null, includePartial, answers: answers.map(({ questionId, value }) => ({ questionId, value })) },
  };
}
