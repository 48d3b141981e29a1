import type { Question, SurveyDefinition } from '@sightline/shared/research/survey';
import { LIKERT_LABELS, PRICE_QUESTIONS, SPECIAL_LABELS } from '@sightline/shared/research/survey-logic';
import { Monitor, Smartphone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cn } from '../../../lib/utils';
import { describeCondition } from '../question-types';

type Device = 'phone' | 'desktop';

const box = 'rounded-md border border-zinc-300 bg-white';

function Choice({ label, shape }: { label: string; shape: 'circle' | 'square' }) {
  return (
    <li className={cn(box, 'flex items-center gap-3 px-3 py-2.5 text-sm')}>
      <span aria-hidden="true" className={cn('size-4 shrink-0 border-2 border-zinc-400', shape === 'circle' ? 'rounded-full' : 'rounded-sm')} />
      {label}
    </li>
  );
}

function Scale({ values, low, high }: { values: string[]; low?: string; high?: string }) {
  return (
    <div>
      <ul className="flex flex-wrap gap-1.5">
        {values.map((value) => (
          <li key={value} className={cn(box, 'flex min-w-9 flex-1 items-center justify-center px-2 py-2 text-sm tabular-nums')}>
            {value}
          </li>
        ))}
      </ul>
      {(low || high) && (
        <p className="mt-1.5 flex justify-between gap-4 text-xs text-zinc-600">
          <span>{low}</span>
          <span className="text-right">{high}</span>
        </p>
      )}
    </div>
  );
}

/** How a question looks to a respondent, drawn from its definition (nothing can be answered here). */
function QuestionBody({ question: q }: { question: Question }) {
  const specials = [...(q.allowDontKnow ? [SPECIAL_LABELS.dont_know] : []), ...(q.allowPreferNot ? [SPECIAL_LABELS.prefer_not] : [])];
  let body: ReactNode;
  switch (q.type) {
    case 'single_choice':
    case 'multiple_choice':
      body = (
        <ul className="space-y-1.5">
          {q.options.map((o) => (
            <Choice key={o.id} label={o.label} shape={q.type === 'single_choice' ? 'circle' : 'square'} />
          ))}
          {q.allowOther && <Choice label="Other, please specify" shape={q.type === 'single_choice' ? 'circle' : 'square'} />}
        </ul>
      );
      break;
    case 'yes_no':
      body = <Scale values={['Yes', 'No']} />;
      break;
    case 'rating':
      body = <Scale values={Array.from({ length: q.points }, (_, i) => String(i + 1))} low={q.lowLabel} high={q.highLabel} />;
      break;
    case 'likert':
      body = (
        <ul className="space-y-1.5">
          {LIKERT_LABELS[q.points].map((label) => (
            <Choice key={label} label={label} shape="circle" />
          ))}
        </ul>
      );
      break;
    case 'nps':
      body = <Scale values={Array.from({ length: 11 }, (_, i) => String(i))} low={q.lowLabel} high={q.highLabel} />;
      break;
    case 'number':
      body = (
        <div className="flex items-center gap-2 text-sm">
          <span className={cn(box, 'h-10 w-36')} />
          {q.unit && <span>{q.unit}</span>}
          {(q.min !== undefined || q.max !== undefined) && (
            <span className="text-xs text-zinc-600">{q.min !== undefined && q.max !== undefined ? `${q.min} to ${q.max}` : q.min !== undefined ? `${q.min} or more` : `${q.max} or less`}</span>
          )}
        </div>
      );
      break;
    case 'short_text':
      body = <span className={cn(box, 'block h-10')} />;
      break;
    case 'long_text':
      body = <span className={cn(box, 'block h-24')} />;
      break;
    case 'ranking':
      body = (
        <ol className="space-y-1.5">
          {q.options.map((o, i) => (
            <li key={o.id} className={cn(box, 'flex items-center gap-3 px-3 py-2.5 text-sm')}>
              <span className="w-4 text-xs tabular-nums text-zinc-600">{i + 1}</span>
              {o.label}
            </li>
          ))}
        </ol>
      );
      break;
    case 'matrix':
      body = (
        <div className="overflow-x-auto">
          <table className="w-full text-xs">
            <thead>
              <tr>
                <td />
                {q.columns.map((c) => (
                  <th key={c.id} scope="col" className="px-1 pb-1 text-center font-normal text-zinc-600">
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {q.rows.map((r) => (
                <tr key={r.id} className="border-t border-zinc-200">
                  <th scope="row" className="py-2 pr-2 text-left font-normal">
                    {r.label}
                  </th>
                  {q.columns.map((c) => (
                    <td key={c.id} className="text-center">
                      <span aria-hidden="true" className="inline-block size-4 rounded-full border-2 border-zinc-400" />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
      break;
    case 'van_westendorp':
      body = (
        <ol className="space-y-2 text-sm">
          {PRICE_QUESTIONS.map((p) => (
            <li key={p.key}>
              <p>{p.text(q.product)}</p>
              <span className="mt-1 flex items-center gap-2">
                <span className={cn(box, 'h-9 w-28')} />
                {q.currency}
              </span>
            </li>
          ))}
        </ol>
      );
      break;
  }
  return (
    <>
      {body}
      {specials.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {specials.map((label) => (
            <li key={label} className={cn(box, 'px-3 py-1.5 text-xs')}>
              {label}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function PreviewQuestion({ definition, question, index }: { definition: SurveyDefinition; question: Question; index: number }) {
  return (
    <section aria-label={`Question ${index + 1}`} className="space-y-3">
      {definition.layout === 'one-per-screen' && (
        <p className="text-xs text-zinc-600">
          Question {index + 1} of {definition.questions.length}
        </p>
      )}
      <p className="font-semibold text-zinc-900">
        {question.title.trim() || <span className="italic text-zinc-500">No question written yet</span>}
        {question.required && <span className="text-zinc-600"> (required)</span>}
      </p>
      {question.description && <p className="text-sm text-zinc-600">{question.description}</p>}
      <QuestionBody question={question} />
      {(question.showIf || question.endIf) && (
        <div className="rounded-md bg-indigo-50 px-3 py-2 text-xs text-indigo-900">
          {question.showIf && <p>Shown only if {question.showIf.map((c) => describeCondition(definition.questions, c, LIKERT_LABELS)).join(' and ')}.</p>}
          {question.endIf && <p>The survey ends after it if {question.endIf.map((c) => describeCondition(definition.questions, c, LIKERT_LABELS)).join(' and ')}.</p>}
        </div>
      )}
    </section>
  );
}

function Screen({ title, body, button }: { title: string; body?: string; button?: string }) {
  return (
    <section aria-label={title} className="space-y-2">
      <p className="text-lg font-bold text-zinc-900">{title}</p>
      {body && <p className="whitespace-pre-line text-sm text-zinc-700">{body}</p>}
      {button && <span className="inline-block rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white">{button}</span>}
    </section>
  );
}

/**
 * The draft as respondents will see it, in a phone-sized or a desktop-sized frame. Drawn here from
 * the definition, since the answer page only opens published versions; logic is written out under
 * the questions it applies to.
 */
export function SurveyPreview({ definition }: { definition: SurveyDefinition }) {
  const [device, setDevice] = useState<Device>('phone');
  const separator = definition.layout === 'one-per-screen' ? 'border-t-4 border-dashed border-zinc-200 pt-6' : 'border-t border-zinc-200 pt-6';
  return (
    <div>
      <div role="group" aria-label="Preview size" className="inline-flex rounded-lg bg-muted p-1">
        {(
          [
            ['phone', 'Phone', Smartphone],
            ['desktop', 'Desktop', Monitor],
          ] as const
        ).map(([value, label, Icon]) => (
          <button
            key={value}
            type="button"
            aria-pressed={device === value}
            onClick={() => setDevice(value)}
            className={cn(
              'inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              device === value ? 'bg-background shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </button>
        ))}
      </div>
      <p className="mt-2 text-xs text-muted-foreground">
        {definition.layout === 'one-per-screen' ? 'One question per screen: dashed lines mark the screens.' : 'All questions on one page.'} Nothing can be answered here.
      </p>
      <div
        data-testid="survey-preview"
        data-device={device}
        className={cn(
          'mx-auto mt-4 overflow-hidden border-zinc-800 bg-zinc-100',
          device === 'phone' ? 'w-[390px] max-w-full rounded-[2rem] border-[10px]' : 'w-full max-w-[1280px] rounded-lg border',
        )}
      >
        {device === 'desktop' && (
          <div aria-hidden="true" className="flex items-center gap-1.5 bg-zinc-800 px-3 py-2">
            <span className="size-2.5 rounded-full bg-zinc-500" />
            <span className="size-2.5 rounded-full bg-zinc-500" />
            <span className="size-2.5 rounded-full bg-zinc-500" />
          </div>
        )}
        <div
          tabIndex={0}
          role="region"
          aria-label={`Preview on a ${device} (scrolls)`}
          className={cn('overflow-y-auto bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring', device === 'phone' ? 'h-[640px] px-5 py-6' : 'h-[560px] px-10 py-10')}
        >
          <div className={cn('mx-auto space-y-6', device === 'desktop' && 'max-w-2xl')}>
            <header>
              <p className="text-xl font-bold text-zinc-900">{definition.title}</p>
              {definition.description && <p className="mt-1 text-sm text-zinc-700">{definition.description}</p>}
            </header>
            {definition.welcome && <Screen title={definition.welcome.title} body={definition.welcome.body} button={definition.welcome.buttonLabel ?? 'Start'} />}
            {definition.questions.length === 0 && <p className="text-sm text-zinc-600">No questions yet.</p>}
            {definition.questions.map((question, index) => (
              <div key={question.id} className={index > 0 || definition.welcome ? separator : undefined}>
                <PreviewQuestion definition={definition} question={question} index={index} />
              </div>
            ))}
            <div className={separator}>
              <Screen title={definition.thankYou.title} body={definition.thankYou.body} />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
