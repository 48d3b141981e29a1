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

/**
 * Rows of a raw statement, answered as one JSON text and parsed at once: PGlite turns each row and
 * each jsonb value of a result into JavaScript one at a time, ~1.5 times as long for a thousand
 * responses with their answers. Column types become their JSON (times as text, arrays as arrays).
 * `orderBy` (over the statement's columns, as `selected.<column>`) orders the rows.
 */
export async function selectJsonRows<T>(db: Db, query: SQL, orderBy?: SQL): Promise<T[]> {
  const order = orderBy ? sql` order by ${orderBy}` : sql``;
  const [row] = await selectRows<{ rows: string }>(db, sql`select coalesce(json_agg(selected${order}), '[]')::text as rows from (${query}) as selected`);
  return JSON.parse(row!.rows) as T[];
}

/** A list of ids as one text[] parameter (drizzle would expand a JS array into a row of parameters). */
export function textArray(list: readonly string[]): SQL {
  return sql`${`{${list.map((item) => `"${item.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`}::text[]`;
}
