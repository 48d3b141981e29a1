import { sql, type SQL } from 'drizzle-orm';
import { surveyAnswers, surveyResponses, type SurveyResponseStatus } from '../../schema';
import { answeredAt } from './scope';

/** A response as results read it (apps/server/src/surveys/answer-segment.ts): times in microseconds since 1970, as the database keeps them. */
export interface StoredResponse {
  id: string;
  status: SurveyResponseStatus;
  versionId: string;
  /** When it counts as given (scope.ts's answeredAt). */
  at: number;
  /** Its updated_at: a partial response's answers change only with it. */
  revision: number;
  shown: string[];
  /** Every answer, by question id, as stored. */
  answers: Record<string, unknown>;
}

const micros = (time: SQL) => sql`(extract(epoch from ${time}) * 1000000)::bigint::text`;

/** The columns of a StoredResponse but its answers (times as text: bigint is text in one driver and not the other). */
export const storedColumns = sql`${surveyResponses.id} as id, ${surveyResponses.status} as status, ${surveyResponses.versionId} as "versionId",
  ${micros(answeredAt)} as at, ${micros(sql`${surveyResponses.updatedAt}`)} as revision, ${surveyResponses.shownQuestionIds} as shown`;

/** The response's answers as one jsonb object (each value as stored). */
export const storedAnswers = sql`coalesce((select jsonb_object_agg(${surveyAnswers.questionId}, ${surveyAnswers.value}) from ${surveyAnswers} where ${surveyAnswers.responseId} = ${surveyResponses.id}), '{}'::jsonb)`;

/** The revision of a response as a key, as storedKey writes it in SQL. */
export const responseKey = (response: Pick<StoredResponse, 'id' | 'revision'>) => `${response.id}@${response.revision}`;
export const storedKey = sql`${surveyResponses.id}::text || '@' || ${micros(sql`${surveyResponses.updatedAt}`)}`;

export type StoredRow = Omit<StoredResponse, 'at' | 'revision'> & { at: string; revision: string };
export const fromRow = <T extends { at: string; revision: string }>({ at, revision, ...rest }: T): Omit<T, 'at' | 'revision'> & { at: number; revision: number } => ({ ...rest, at: Number(at), revision: Number(revision) });
