import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../database';
import { scopeCondition, selectRows, sourcesOf, type ResponseScope } from './scope';

/**
 * How many respondents in scope gave each pair of answers to two questions (a cross-tab's cells).
 * A written "other" answer counts as `{"other": true}`, whatever was written.
 */
export async function countAnswerPairs(db: Db, scope: ResponseScope, questions: { row: string; column: string }): Promise<Array<{ row: unknown; column: unknown; count: number }>> {
  const { responses, answers } = sourcesOf(scope);
  const rowAnswer = alias(answers, 'row_answer');
  const columnAnswer = alias(answers, 'column_answer');
  const kept = (value: SQLWrapper) => sql`case when jsonb_typeof(${value}) = 'object' and ${value} ? 'other' then '{"other": true}'::jsonb else ${value} end`;
  return selectRows(
    db,
    sql`select ${kept(rowAnswer.value)} as row, ${kept(columnAnswer.value)} as column, count(*)::int as count
      from ${answers} ${rowAnswer}
      join ${answers} ${columnAnswer} on ${and(eq(columnAnswer.responseId, rowAnswer.responseId), eq(columnAnswer.questionId, questions.column))}
      join ${responses} on ${responses.id} = ${rowAnswer.responseId}
      where ${rowAnswer.surveyId} = ${scope.surveyId} and ${rowAnswer.questionId} = ${questions.row} and ${scopeCondition(scope)}
      group by 1, 2`,
  );
}
