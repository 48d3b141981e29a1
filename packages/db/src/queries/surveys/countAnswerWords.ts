import { sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { scopeCondition, selectRows, sourcesOf, textArray, type ResponseScope } from './scope';

/**
 * The most frequent words of text answers in scope, per question: lower-cased, split on anything
 * that is not a letter, digit or apostrophe, without one-letter words and the given stop words.
 */
export async function countAnswerWords(db: Db, scope: ResponseScope, questionIds: readonly string[], options: { stopWords: readonly string[]; limit: number }): Promise<Array<{ questionId: string; word: string; count: number }>> {
  if (questionIds.length === 0) return [];
  const { responses, answers } = sourcesOf(scope);
  return selectRows(
    db,
    sql`select "questionId", word, count from (
      select "questionId", word, count(*)::int as count, row_number() over (partition by "questionId" order by count(*) desc, word) as place from (
        select ${answers.questionId} as "questionId", btrim(part, '''') as word
        from ${answers} join ${responses} on ${responses.id} = ${answers.responseId}
        cross join lateral regexp_split_to_table(lower(${answers.value} #>> '{}'), '[^[:alnum:]'']+') as part
        where ${answers.surveyId} = ${scope.surveyId} and ${answers.questionId} = any(${textArray(questionIds)})
          and jsonb_typeof(${answers.value}) = 'string' and ${scopeCondition(scope)}
      ) as words where length(word) > 1 and not (word = any(${textArray(options.stopWords)}))
      group by "questionId", word
    ) as ranked where place <= ${options.limit} order by "questionId", place`,
  );
}
