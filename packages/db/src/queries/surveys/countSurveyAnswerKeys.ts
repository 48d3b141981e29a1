import { sql } from 'drizzle-orm';
import type { Db } from '../../database';
import { scopeCondition, selectRows, sourcesOf, textArray, type ResponseScope } from './scope';

/** Which questions are of which kind: their answers are counted by different keys. */
export interface AnswerKeyQuestions {
  /** Single choice: `choice:<option>`, `other`. */
  single: string[];
  /** Multiple choice: `choice:<option>` for each option chosen, `other`. */
  multiple: string[];
  /** Yes/no, rating, Likert, NPS: `value:<true|false|number>`. */
  scalar: string[];
  /** `rank:<option>:<position from 1>`. */
  ranking: string[];
  /** `cell:<row>:<column>`. */
  matrix: string[];
  /** Any other (number, text, prices): only `answered` and the specials. */
  plain: string[];
}

export interface AnswerKeyCount {
  questionId: string;
  key: string;
  count: number;
}

/**
 * Counts answers in scope to the given questions by key, all of them in one pass of the database:
 * besides the keys of each kind, every question gets `answered` (respondents who answered it) and
 * `special:dont_know` / `special:prefer_not`.
 *
 * Answers are first counted by value (respondents give the same few values: options, scale points),
 * so the keys are worked out once per distinct value rather than once per answer. Text gives no key
 * but `answered`, so every text counts as one value.
 */
export async function countSurveyAnswerKeys(db: Db, scope: ResponseScope, questions: AnswerKeyQuestions): Promise<AnswerKeyCount[]> {
  const { responses, answers } = sourcesOf(scope);
  const ids = (list: string[]) => sql`grouped.question_id = any(${textArray(list)})`;
  const value = sql`grouped.value`;
  const isObject = sql`jsonb_typeof(${value}) = 'object'`;
  const every = [...questions.single, ...questions.multiple, ...questions.scalar, ...questions.ranking, ...questions.matrix, ...questions.plain];
  return selectRows<AnswerKeyCount>(
    db,
    sql`select grouped.question_id as "questionId", keys.key, sum(grouped.count)::int as count
      from (
        select ${answers.questionId} as question_id, case when jsonb_typeof(${answers.value}) = 'string' then '""'::jsonb else ${answers.value} end as value, count(*) as count
        from ${answers} join ${responses} on ${responses.id} = ${answers.responseId}
        where ${answers.surveyId} = ${scope.surveyId} and ${answers.questionId} = any(${textArray(every)}) and ${scopeCondition(scope)}
        group by 1, 2
      ) as grouped
      cross join lateral (
        select 'answered' as key
        union all select 'special:' || (${value} ->> 'special') where ${isObject} and ${value} ? 'special'
        union all select 'choice:' || (${value} ->> 'choice') where ${ids(questions.single)} and ${isObject} and ${value} ? 'choice'
        union all select 'other' where ${ids([...questions.single, ...questions.multiple])} and ${isObject} and ${value} ? 'other'
        union all select 'choice:' || choice from jsonb_array_elements_text(case when ${ids(questions.multiple)} and jsonb_typeof(${value} -> 'choices') = 'array' then ${value} -> 'choices' else '[]'::jsonb end) as choice
        union all select 'value:' || (${value} #>> '{}') where ${ids(questions.scalar)} and jsonb_typeof(${value}) in ('boolean', 'number')
        union all select 'rank:' || ranked.option || ':' || ranked.position from jsonb_array_elements_text(case when ${ids(questions.ranking)} and jsonb_typeof(${value}) = 'array' then ${value} else '[]'::jsonb end) with ordinality as ranked(option, position)
        union all select 'cell:' || cell.key || ':' || cell.value from jsonb_each_text(case when ${ids(questions.matrix)} and ${isObject} and not ${value} ? 'special' then ${value} else '{}'::jsonb end) as cell
      ) as keys
      group by grouped.question_id, keys.key`,
  );
}
