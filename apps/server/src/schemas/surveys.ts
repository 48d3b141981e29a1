import { Type } from 'typebox';
import { SurveyDefinitionSchema } from '@sightline/shared/research/survey';
import { ErrorResponse } from './common';

export const SurveyId = Type.String({ format: 'uuid', description: 'The survey id' });
export const SurveyParams = Type.Object({ id: SurveyId });
export const SurveyStatusSchema = Type.Union([Type.Literal('draft'), Type.Literal('open'), Type.Literal('closed')]);
const Timestamp = Type.String({ format: 'date-time' });
const ResponseCounts = Type.Object({ complete: Type.Integer(), partial: Type.Integer() });

export const SurveySummarySchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  status: SurveyStatusSchema,
  responses: ResponseCounts,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

export const SurveyDetailSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  status: SurveyStatusSchema,
  draft: SurveyDefinitionSchema,
  draftRevision: Type.Integer({ description: 'Send it back as baseRevision when saving the draft' }),
  draftChanged: Type.Boolean({
    description: 'Whether the draft differs from the published version (compared as canonical JSON), so that publishing would make a new version; true before the first publish',
  }),
  versions: Type.Array(Type.Object({ id: Type.String(), version: Type.Integer(), publishedAt: Timestamp, responses: ResponseCounts }), { description: 'Published versions, oldest first' }),
  publishedVersion: Type.Union([Type.Integer(), Type.Null()], { description: 'The version respondents get; null until published' }),
  responses: ResponseCounts,
  allowedOrigins: Type.Array(Type.String()),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  closedAt: Type.Union([Timestamp, Type.Null()]),
  publicUrl: Type.String({ description: 'Where respondents answer: /survey/{id}' }),
});

export const SurveyDetailResponse = Type.Object({ success: Type.Literal(true), survey: SurveyDetailSchema });

/** 400 INVALID_DEFINITION / NOT_PUBLISHABLE: what is wrong with the definition, where. */
export const DefinitionProblemsError = Type.Object({
  ...ErrorResponse.properties,
  problems: Type.Optional(Type.Array(Type.Object({ path: Type.String({ description: 'JSON pointer into the definition' }), message: Type.String() }))),
});

/** 400 INVALID_ANSWERS: a message for each question whose answer is not accepted. */
export const AnswerProblemsError = Type.Object({
  ...ErrorResponse.properties,
  problems: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'Message by question id' })),
});

/** 409 REVISION_CONFLICT: the draft was saved elsewhere since; `revision` is where it is now. */
export const RevisionConflictError = Type.Object({ ...ErrorResponse.properties, revision: Type.Optional(Type.Integer()) });

export const OriginSchema = Type.String({ maxLength: 200, pattern: '^https?://[^/?#\\s]+$', description: 'An origin: scheme://host[:port], no path' });

export const ResponseRowSchema = Type.Object({
  id: Type.String(),
  status: Type.Union([Type.Literal('partial'), Type.Literal('complete')]),
  version: Type.Integer(),
  source: Type.String(),
  startedAt: Timestamp,
  completedAt: Type.Union([Timestamp, Type.Null()]),
  answers: Type.Record(Type.String(), Type.Unknown(), { description: 'Answer by question id, as the respondent gave it' }),
});
