import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyResponses, type SurveyResponseStatus } from '../../schema';

/** Which responses of a survey a results read counts (the results page's filters). */
export interface ResponseScope {
  surveyId: string;
  /** Only responses to this version; null: every version. */
  versionId: string | null;
  /** Answered (completed, or last saved when partial) at or after this instant. */
  from: Date | null;
  /** …and before this one. */
  to: Date | null;
  statuses: readonly SurveyResponseStatus[];
  /** Only respondents whose answer to each question contains this JSON value (as jsonb's `@>` says). */
  answers: ReadonlyArray<{ questionId: string; contains: unknown }>;
}

/** When a response counts as given: its completion, or its last save while partial. */
export const answeredAt = sql`coalesce(${surveyResponses.completedAt}, ${surveyResponses.updatedAt})`;

/** Rows of a raw statement: both drivers answer `{ rows }`. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A list of ids as one text[] parameter (drizzle would expand a JS array into a row of parameters). */
export function textArray(list: readonly string[]): SQL {
  return sql`${`{${list.map((item) => `"${item.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`}::text[]`;
}
