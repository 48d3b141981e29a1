// The database's own count of a survey's results: every figure the results and cross-tab
// endpoints show, counted in SQL straight from survey_responses and survey_answers (jsonb as
// stored, the filters as jsonb's @>), for the tests to hold the answers held in memory
// (apps/server/src/surveys/answer-store.ts) to. Nothing here is used by the server.
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, textArray, type Db, type ResponseScope } from '@sightline/db';
import type { Question, SurveyDefinition } from '@sightline/shared/research/survey';
import type { SurveyResults } from '@sightline/shared/research/survey-results';
import { crossTabCategories } from '../../src/surveys/crosstab';
import { GATHERING, KeyCounts, LATEST, questionResult, TOP_WORDS } from '../../src/surveys/results';
import { STOP_WORDS } from '../../src/surveys/stop-words';

const answeredAt = sql`coalesce(r.completed_at, r.updated_at)`;

/** The scope as a condition on survey_responses `r`. */
function scopeCondition(scope: ResponseScope, statuses = true): SQL {
  const conditions: SQL[] = [sql`r.survey_id = ${scope.surveyId}`];
  if (scope.versionId !== null) conditions.push(sql`r.version_id = ${scope.versionId}`);
  if (scope.from !== null) conditions.push(sql`${answeredAt} >= ${scope.from.toISOString()}::timestamptz`);
  if (scope.to !== null) conditions.push(sql`${answeredAt} < ${scope.to.toISOString()}::timestamptz`);
  if (statuses) conditions.push(sql`r.status::text = any(${textArray(scope.statuses)})`);
  for (const filter of scope.answers) {
    conditions.push(sql`exists (select 1 from survey_answers f where f.response_id = r.id and f.question_id = ${filter.questionId} and f.value @> ${JSON.stringify(filter.contains)}::jsonb)`);
  }
  return sql.join(conditions, sql` and `);
}

/** The answers in scope to `questionId`, as `a`, of responses `r`. */
const answersOf = (scope: ResponseScope, questionId: string) =>
  sql`survey_answers a join survey_responses r on r.id = a.response_id where a.survey_id = ${scope.surveyId} and a.question_id = ${questionId} and ${scopeCondition(scope)}`;

async function keyCounts(db: Db, scope: ResponseScope, question: Question): Promise<Map<string, number>> {
  const how = GATHERING[question.type];
  const is = (...kinds: string[]) => (kinds.includes(how) ? sql`true` : sql`false`);
  const counted = await selectRows<{ key: string | null; count: number }>(
    db,
    sql`select keys.key, count(*)::int as count
      from (select a.value from ${answersOf(scope, question.id)}) as given
      cross join lateral (
        select 'answered' as key
        union all select 'special:' || (given.value ->> 'special') where jsonb_typeof(given.value) = 'object' and given.value ? 'special'
        union all select 'choice:' || (given.value ->> 'choice') where ${is('single')} and jsonb_typeof(given.value) = 'object' and given.value ? 'choice'
        union all select 'other' where ${is('single', 'multiple')} and jsonb_typeof(given.value) = 'object' and given.value ? 'other'
        union all select 'choice:' || choice from jsonb_array_elements_text(case when ${is('multiple')} and jsonb_typeof(given.value -> 'choices') = 'array' then given.value -> 'choices' else '[]'::jsonb end) as choice
        union all select 'value:' || (given.value #>> '{}') where ${is('scalar')} and jsonb_typeof(given.value) in ('boolean', 'number')
        union all select 'rank:' || ranked.option || ':' || ranked.position from jsonb_array_elements_text(case when ${is('ranking')} and jsonb_typeof(given.value) = 'array' then given.value else '[]'::jsonb end) with ordinality as ranked(option, position)
        union all select 'cell:' || cell.key || ':' || cell.value from jsonb_each_text(case when ${is('matrix')} and jsonb_typeof(given.value) = 'object' and not given.value ? 'special' then given.value else '{}'::jsonb end) as cell
      ) as keys
      group by keys.key`,
  );
  return new Map(counted.filter((row): row is { key: string; count: number } => row.key !== null).map((row) => [row.key, row.count]));
}

async function values(db: Db, scope: ResponseScope, questionId: string): Promise<Map<string, { value: unknown; count: number }>> {
  const rows = await selectRows<{ value: unknown; count: number }>(
    db,
    sql`select a.value, count(*)::int as count from ${answersOf(scope, questionId)} and not (jsonb_typeof(a.value) = 'object' and a.value ? 'special') group by 1`,
  );
  return new Map(rows.map((row) => [JSON.stringify(row.value), row]));
}

async function latest(db: Db, scope: ResponseScope, questionId: string, kind: 'text' | 'other'): Promise<Array<{ text: string; at: string }>> {
  const written = kind === 'text' ? sql`case when jsonb_typeof(a.value) = 'string' then a.value #>> '{}' end` : sql`case when jsonb_typeof(a.value) = 'object' then a.value ->> 'other' end`;
  return selectRows(
    db,
    sql`select text, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from (
      select ${written} as text, ${answeredAt} as at, r.id from ${answersOf(scope, questionId)}
    ) as texts where text is not null order by at desc, id limit ${LATEST}`,
  );
}

async function words(db: Db, scope: ResponseScope, questionId: string): Promise<Array<{ word: string; count: number }>> {
  return selectRows(
    db,
    sql`select word, count(*)::int as count from (
      select btrim(part, '''') as word from (select a.value #>> '{}' as written from ${answersOf(scope, questionId)} and jsonb_typeof(a.value) = 'string') as texts
      cross join lateral regexp_split_to_table(lower(texts.written), '[^[:alnum:]'']+') as part
    ) as words where length(word) > 1 and not (word = any(${textArray(STOP_WORDS)}))
    group by word order by count(*) desc, word collate "C" limit ${TOP_WORDS}`,
  );
}

/** What SurveyResults counts (responses, timeline, questions) over the responses in scope, counted by the database. */
export async function resultsTruth(db: Db, definition: SurveyDefinition, scope: ResponseScope): Promise<Pick<SurveyResults, 'responses' | 'timeline' | 'questions'>> {
  const days = await selectRows<{ date: string; complete: number; partial: number }>(
    db,
    sql`select to_char(${answeredAt} at time zone 'UTC', 'YYYY-MM-DD') as date,
        count(*) filter (where r.status = 'complete')::int as complete, count(*) filter (where r.status = 'partial')::int as partial
      from survey_responses r where ${scopeCondition(scope, false)} group by 1 order by 1`,
  );
  const shownRows = await selectRows<{ questionId: string; count: number }>(
    db,
    sql`select shown.question_id as "questionId", count(*)::int as count from survey_responses r cross join lateral unnest(r.shown_question_ids) as shown(question_id) where ${scopeCondition(scope)} group by 1`,
  );
  const shown = new Map(shownRows.map((row) => [row.questionId, row.count]));
  const questions = [];
  for (const question of definition.questions) {
    const how = GATHERING[question.type];
    const written = how === 'text' ? 'text' : (question.type === 'single_choice' || question.type === 'multiple_choice') && question.allowOther ? 'other' : null;
    questions.push(
      questionResult(question, {
        counts: new KeyCounts(await keyCounts(db, scope, question)),
        shown: shown.get(question.id) ?? 0,
        values: how === 'values' ? await values(db, scope, question.id) : new Map(),
        latest: written ? await latest(db, scope, question.id, written) : [],
        words: how === 'text' ? await words(db, scope, question.id) : [],
      }),
    );
  }
  return {
    responses: { complete: days.reduce((sum, day) => sum + day.complete, 0), partial: days.reduce((sum, day) => sum + day.partial, 0) },
    timeline: days,
    questions,
  };
}

/** A cross-tab's cells over the responses in scope, counted by the database. */
export async function crossTabTruth(db: Db, scope: ResponseScope, row: Question, column: Question): Promise<number[][]> {
  const rows = crossTabCategories(row);
  const columns = crossTabCategories(column);
  const counted = await selectRows<{ row: unknown; column: unknown; count: number }>(
    db,
    sql`select a.value as row, c.value as column, count(*)::int as count
      from survey_answers a join survey_answers c on c.response_id = a.response_id and c.question_id = ${column.id}
      join survey_responses r on r.id = a.response_id
      where a.survey_id = ${scope.surveyId} and a.question_id = ${row.id} and ${scopeCondition(scope)}
      group by 1, 2`,
  );
  const counts = rows.list.map(() => columns.list.map(() => 0));
  for (const pair of counted) {
    const i = rows.of(pair.row);
    const j = columns.of(pair.column);
    if (i !== null && j !== null) counts[i]![j]! += pair.count;
  }
  return counts;
}
