import type { QuestionResult } from '@sightline/shared/research/survey-results';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import type { ResultsParams, SurveyVersion } from '../api';
import { selectClass } from '../components/fields';

const FILTERABLE = new Set<QuestionResult['type']>(['single_choice', 'multiple_choice', 'yes_no', 'rating', 'likert', 'nps', 'number']);

/** The answers one can filter a question by; null for a number, which is typed. */
function filterValues(q: QuestionResult): { value: string; label: string }[] | null {
  switch (q.type) {
    case 'single_choice':
    case 'multiple_choice':
      return q.options.map((o) => ({ value: o.id, label: o.label }));
    case 'yes_no':
      return [
        { value: 'true', label: 'Yes' },
        { value: 'false', label: 'No' },
      ];
    case 'rating':
    case 'likert':
    case 'nps':
      return q.distribution.map((v) => ({ value: String(v.value), label: v.label === String(v.value) ? v.label : `${v.value} · ${v.label}` }));
    default:
      return null;
  }
}

interface ResultsFiltersProps {
  params: ResultsParams;
  versions: SurveyVersion[];
  questions: QuestionResult[];
  onApply: (params: ResultsParams) => void;
}

/** Version, date range, one answer to filter by, and whether unfinished responses count. */
export function ResultsFilters({ params, versions, questions, onApply }: ResultsFiltersProps) {
  const [version, setVersion] = useState(params.version === null ? '' : String(params.version));
  const [from, setFrom] = useState(params.from ?? '');
  const [to, setTo] = useState(params.to ?? '');
  const [filterQuestion, setFilterQuestion] = useState(params.filter?.slice(0, params.filter.indexOf(':')) ?? '');
  const [filterValue, setFilterValue] = useState(params.filter?.slice(params.filter.indexOf(':') + 1) ?? '');
  const [includePartial, setIncludePartial] = useState(params.includePartial);
  const candidates = questions.filter((q) => FILTERABLE.has(q.type));
  const question = candidates.find((q) => q.id === filterQuestion);
  const values = question ? filterValues(question) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      version: version === '' ? null : Number(version),
      from: from || null,
      to: to || null,
      filter: question && filterValue !== '' ? `${question.id}:${filterValue}` : null,
      includePartial,
    });
  };
  const active = params.version !== null || params.from || params.to || params.filter || params.includePartial;

  return (
    <form onSubmit={submit} aria-labelledby="filters-heading" className="rounded-xl border border-border bg-card p-4 shadow-sm print:hidden sm:p-5">
      <h2 id="filters-heading" className="font-semibold">
        Filters
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor="filter-version" className="mb-1.5 block text-sm font-medium">
            Version
          </label>
          <select id="filter-version" className={selectClass} value={version} onChange={(event) => setVersion(event.target.value)}>
            <option value="">All versions</option>
            {versions.map((v) => (
              <option key={v.id} value={v.version}>
                Version {v.version} ({new Date(v.publishedAt).toLocaleDateString()}, {v.responses.complete} complete)
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-from" className="mb-1.5 block text-sm font-medium">
            From
          </label>
          <Input id="filter-from" type="date" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} />
        </div>
        <div>
          <label htmlFor="filter-to" className="mb-1.5 block text-sm font-medium">
            To
          </label>
          <Input id="filter-to" type="date" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} />
        </div>
      </div>
      {candidates.length > 0 && (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor="filter-question" className="mb-1.5 block text-sm font-medium">
              Only respondents whose answer to
            </label>
            <select
              id="filter-question"
              className={selectClass}
              value={filterQuestion}
              onChange={(event) => {
                setFilterQuestion(event.target.value);
                const next = candidates.find((q) => q.id === event.target.value);
                setFilterValue(next ? (filterValues(next)?.[0]?.value ?? '') : '');
              }}
            >
              <option value="">(any answer: no filter)</option>
              {candidates.map((q) => (
                <option key={q.id} value={q.id}>
                  {questions.indexOf(q) + 1}. {q.title}
                </option>
              ))}
            </select>
          </div>
          {question && (
            <div>
              <label htmlFor="filter-value" className="mb-1.5 block text-sm font-medium">
                {question.type === 'multiple_choice' ? 'includes' : 'is'}
              </label>
              {values ? (
                <select id="filter-value" className={selectClass} value={filterValue} onChange={(event) => setFilterValue(event.target.value)}>
                  {values.map((v) => (
                    <option key={v.value} value={v.value}>
                      {v.label}
                    </option>
                  ))}
                </select>
              ) : (
                <Input id="filter-value" type="number" inputMode="decimal" value={filterValue} onChange={(event) => setFilterValue(event.target.value)} />
              )}
            </div>
          )}
        </div>
      )}
      <div className="mt-3 flex items-center gap-2 text-sm">
        <input id="filter-partial" type="checkbox" className="size-4 accent-primary" checked={includePartial} onChange={(event) => setIncludePartial(event.target.checked)} />
        <label htmlFor="filter-partial">Count unfinished responses too</label>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          Apply filters
        </Button>
        {active && (
          <Button type="button" variant="outline" size="sm" onClick={() => onApply({ version: null, from: null, to: null, filter: null, includePartial: false })}>
            Clear filters
          </Button>
        )}
      </div>
    </form>
  );
}
