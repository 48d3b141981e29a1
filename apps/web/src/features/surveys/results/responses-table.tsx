import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QuestionResult } from '@sightline/shared/research/survey-results';
import { PRICE_QUESTIONS, SPECIAL_LABELS } from '@sightline/shared/research/survey-logic';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { responsesQuery } from '../api';

const PAGE_SIZE = 20;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An answer as a short text, with option ids turned into their labels where the results know them. */
export function answerText(value: unknown, question: QuestionResult | undefined): string {
  if (value === undefined || value === null) return '';
  const options: { id: string; label: string }[] = question && 'options' in question ? question.options : [];
  const label = (id: unknown) => options.find((o) => o.id === id)?.label ?? String(id);
  if (isObject(value)) {
    if (value.special === 'dont_know' || value.special === 'prefer_not') return SPECIAL_LABELS[value.special];
    if ('choice' in value) return label(value.choice);
    if ('other' in value && !('choices' in value)) return `Other: ${String(value.other)}`;
    if (Array.isArray(value.choices)) return [...value.choices.map(label), ...(value.other ? [`Other: ${String(value.other)}`] : [])].join('; ');
    if (PRICE_QUESTIONS.every(({ key }) => typeof value[key] === 'number')) return PRICE_QUESTIONS.map(({ key }) => String(value[key])).join(' / ');
    const rows = question?.type === 'matrix' ? question.rows : [];
    const columns = question?.type === 'matrix' ? question.columns : [];
    return Object.entries(value)
      .map(([row, column]) => `${rows.find((r) => r.id === row)?.label ?? row}: ${columns.find((c) => c.id === column)?.label ?? String(column)}`)
      .join('; ');
  }
  if (Array.isArray(value)) return value.map((id, i) => `${i + 1}. ${label(id)}`).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });

/** Every response, newest first, a page at a time. */
export function ResponsesTable({ surveyId, questions }: { surveyId: string; questions: QuestionResult[] }) {
  // The cursors of the pages before this one, so "Previous" can go back.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors[cursors.length - 1]!;
  const query = useQuery({ ...responsesQuery(surveyId, cursor, PAGE_SIZE), placeholderData: keepPreviousData });
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        The responses could not be loaded: {query.error.message}
      </p>
    );
  }
  if (!query.data) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" /> Loading responses…
      </p>
    );
  }
  const { responses, nextCursor } = query.data;
  const page = cursors.length;
  return (
    <div>
      <div className="overflow-x-auto rounded-lg border border-border" tabIndex={0} role="region" aria-label="Individual responses table (scrolls sideways)">
        <table className="w-full min-w-max text-sm" data-testid="responses-table">
          <thead className="bg-muted/60 text-left text-xs">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Started
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Status
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Version
              </th>
              {questions.map((q, i) => (
                <th key={q.id} scope="col" className="max-w-60 px-3 py-2 font-medium">
                  {i + 1}. {q.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {responses.length === 0 && (
              <tr>
                <td colSpan={3 + questions.length} className="px-3 py-4 text-muted-foreground">
                  No responses.
                </td>
              </tr>
            )}
            {responses.map((r) => (
              <tr key={r.id} className="border-t border-border align-top">
                <td className="whitespace-nowrap px-3 py-2 tabular-nums">{when(r.startedAt)}</td>
                <td className="px-3 py-2">{r.status === 'complete' ? 'Complete' : 'Unfinished'}</td>
                <td className="px-3 py-2 tabular-nums">{r.version}</td>
                {questions.map((q) => (
                  <td key={q.id} className="max-w-60 break-words px-3 py-2">
                    {answerText(r.answers[q.id], q)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex items-center gap-2 print:hidden">
        <Button variant="outline" size="sm" disabled={page === 1 || query.isFetching} onClick={() => setCursors((list) => list.slice(0, -1))}>
          Previous page
        </Button>
        <span className="text-sm text-muted-foreground">Page {page}</span>
        <Button variant="outline" size="sm" disabled={!nextCursor || query.isFetching} onClick={() => setCursors((list) => [...list, nextCursor])}>
          Next page
        </Button>
        {query.isFetching && <Spinner className="size-4" />}
      </div>
    </div>
  );
}
