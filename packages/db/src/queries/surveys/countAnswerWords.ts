import { sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { surveyAnswers, surveyResponses } from '../../schema';
import { scopeCondition, selectRows, textArray, type ResponseScope } from './scope';

/**
 * The most frequent words of text answers in scope, per question: lower-cased, split on anything
 * that is not a letter, digit or apostrophe, without one-letter words and the given stop words.
 */
export async function countAnswerWords(db: Db, scope: ResponseScope, questionIds: readonly string[], options: { stopWords: readonly string[]; limit: number }): Promise<Array<{ questionId: string; word: string; count: number }>> {
  if (questionIds.length === 0) return [];
  return selectRows(
    db,
    sql`select "questionId", word, count from (
      select "questionId", word, count(*)::int as count, row_number() over (partition by "questionId" order by count(*) desc, word) as place from (
        select ${surveyAnswers.questionId} as "questionId", btrim(part, '''') as word
        from ${surveyAnswers} join ${surveyResponses} on ${surveyResponses.id} = ${surveyAnswers.responseId}
        cross join lateral regexp_split_to_table(lower(${surveyAnswers.value} #>> '{}'), '[^[:alnum:]'']+') as part
        where ${surveyAnswers.surveyId} = ${scope.surveyId} and ${surveyAnswers.questionId} = any(${textArray(questionIds)})
          and jsonb_typeof(${surveyAnswers.value}) = 'string' and ${scopeCondition(scope)}
      ) as words where length(word) > 1 and not (word = any(${textArray(options.stopWords)}))
      group by "questionId", word
    ) as ranked where place <= ${options.limit} order by "questionId", place`,
  );
}
