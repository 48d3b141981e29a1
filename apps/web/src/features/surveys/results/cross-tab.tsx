import { useQuery } from '@tanstack/react-query';
import type { QuestionResult } from '@sightline/shared/research/survey-results';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { crossTabQuery, type ResultsParams } from '../api';
import { selectClass } from '../components/fields';
import { heatColours } from './format';

/** Question types whose answers fall into a few categories, and so can be cross-tabulated. */
const CATEGORICAL = new Set<QuestionResult['type']>(['single_choice', 'multiple_choice', 'yes_no', 'rating', 'likert', 'nps']);

export function crossTabQuestions(questions: QuestionResult[]) {
  return questions.filter((q) => CATEGORICAL.has(q.type));
}

/** Pick two questions: the counts of each pair of answers, row percentages, and what the test says. */
export function CrossTab({ surveyId, questions, params }: { surveyId: string; questions: QuestionResult[]; params: ResultsParams }) {
  const candidates = crossTabQuestions(questions);
  const [row, setRow] = useState('');
  const [column, setColumn] = useState('');
  const ready = row !== '' && column !== '' && row !== column;
  const query = useQuery({ ...crossTabQuery(surveyId, row, column, params), enabled: ready });
  const title = (id: string) => questions.find((q) => q.id === id)?.title ?? id;

  if (candidates.length < 2) return <p className="text-sm text-muted-foreground">A cross-tab needs two questions with fixed answers (choices, yes/no, ratings, agreement, NPS). This survey has fewer.</p>;
  const picker = (id: string, label: string, value: string, onChange: (value: string) => void) => (
    <div className="min-w-0 flex-1 basis-56">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <select id={id} className={selectClass} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Choose a question</option>
        {candidates.map((q) => (
          <option key={q.id} value={q.id}>
            {questions.indexOf(q) + 1}. {q.title}
          </option>
        ))}
      </select>
    </div>
  );
  const table = query.data;
  return (
    <div>
      <div className="flex flex-wrap gap-3">
        {picker('crosstab-row', 'Rows', row, setRow)}
        {picker('crosstab-column', 'Columns', column, setColumn)}
      </div>
      {row !== '' && row === column && <p className="mt-3 text-sm text-muted-foreground">Pick two different questions.</p>}
      {ready && query.isPending && (
        <p role="status" className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          Counting…
        </p>
      )}
      {ready && query.isError && (
        <p role="alert" className="mt-4 text-sm text-destructive">
          The cross-tab could not be made: {query.error.message}
        </p>
      )}
      {ready && table && (
        <div className="mt-4" data-testid="crosstab">
          <p className="rounded-md border border-border bg-secondary/60 px-3 py-2 text-sm font-medium text-secondary-foreground" data-testid="crosstab-sentence">
            {table.test.sentence}
          </p>
          <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label="Counts of each pair of answers (scrolls sideways)">
            <table className="w-full min-w-max text-sm tabular-nums">
              <caption className="mb-2 text-left text-xs text-muted-foreground">
                Rows: “{title(row)}” · Columns: “{title(column)}” · Each cell: count (share of its row) · n = {table.n}
              </caption>
              <thead>
                <tr className="text-xs text-muted-foreground">
                  <td />
                  {table.columns.map((c) => (
                    <th key={c.id} scope="col" className="px-2 pb-1 text-center font-medium">
                      {c.label}
                    </th>
                  ))}
                  <th scope="col" className="px-2 pb-1 text-right font-medium">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {table.rows.map((r, i) => {
                  const counts = table.counts[i] ?? [];
                  const total = counts.reduce((a, b) => a + b, 0);
                  return (
                    <tr key={r.id} className="border-t border-border">
                      <th scope="row" className="py-1.5 pr-3 text-left font-medium">
                        {r.label}
                      </th>
                      {counts.map((count, j) => {
                        const pct = table.rowPercents[i]?.[j] ?? 0;
                        return (
                          <td key={table.columns[j]?.id ?? j} className="px-1 py-1">
                            <span className="block rounded px-2 py-1 text-center" style={heatColours(pct / 100)}>
                              {count} <span className="text-[11px]">({Math.round(pct)} %)</span>
                            </span>
                          </td>
                        );
                      })}
                      <td className="px-2 text-right text-muted-foreground">{total}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {table.test.method !== 'none' && (
            <p className="mt-2 text-xs text-muted-foreground">
              {table.test.method === 'fisher' ? "Fisher's exact test" : 'Chi-square test'}
              {table.test.statistic !== null && ` · χ² = ${table.test.statistic.toFixed(2)}`}
              {table.test.df !== null && `, df = ${table.test.df}`}
              {table.test.pValue !== null && ` · p = ${table.test.pValue < 0.001 ? '< 0.001' : table.test.pValue.toFixed(3)}`}
              {table.test.cramersV !== null && ` · Cramér's V = ${table.test.cramersV.toFixed(2)}`}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
