import { useEffect, useMemo, useState } from 'react';
import { checkSurveyQuestion, type QuestionFinding, type QuestionnaireFinding } from '@sightline/shared/research/bias';
import type { Question } from '@sightline/shared/research/survey';
import { SeverityBadge } from './severity-badge';

const DEBOUNCE_MS = 500;

interface BiasHintsProps {
  question: Question;
  /** The questions before it: order effects and abbreviations spelled out earlier depend on them. */
  earlier: Question[];
  /** Replaces the question's text with a suggested rewrite. */
  onUseRewrite: (title: string) => void;
}

/**
 * The survey builder's inline bias hints: the same rules as /bias-detection, run in the browser on
 * the question being edited once typing pauses. Advice only: nothing here blocks saving or publishing.
 */
export function BiasHints({ question, earlier, onUseRewrite }: BiasHintsProps) {
  const [checked, setChecked] = useState({ question, earlier });
  useEffect(() => {
    const timer = setTimeout(() => setChecked({ question, earlier }), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [question, earlier]);
  const hints = useMemo(() => {
    if (!checked.question.title.trim()) return [];
    const { findings, order } = checkSurveyQuestion([...checked.earlier, checked.question], checked.earlier.length);
    return [...findings, ...order];
  }, [checked]);

  // With no hints the wrapper takes no room in the card's spaced column (`contents`; its live region is sr-only).
  return (
    <div className={hints.length === 0 ? 'contents' : undefined}>
      <p className="sr-only" aria-live="polite">
        {hints.length === 0 ? '' : hints.length === 1 ? 'Bias check: 1 hint for this question.' : `Bias check: ${hints.length} hints for this question.`}
      </p>
      {hints.length > 0 && (
        <section aria-label="Bias check" className="rounded-lg border border-amber-300 bg-amber-50/60 p-3 text-sm">
          <p className="font-medium text-amber-950">
            Bias check: {hints.length === 1 ? '1 hint' : `${hints.length} hints`} <span className="font-normal text-muted-foreground">(advice only, English)</span>
          </p>
          <ul className="mt-2 space-y-3">
            {hints.map((hint, i) => (
              <Hint key={`${hint.rule}-${i}`} hint={hint} current={question.title} onUseRewrite={onUseRewrite} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function Hint({ hint, current, onUseRewrite }: { hint: QuestionFinding | QuestionnaireFinding; current: string; onUseRewrite: (title: string) => void }) {
  const rewrite = 'rewrite' in hint && hint.rewrite.length === 1 && hint.rewrite[0] !== current ? hint.rewrite[0]! : null;
  const split = 'rewrite' in hint && hint.rewrite.length > 1 ? hint.rewrite : null;
  const words = hint.evidence.filter((e) => e.field !== 'settings').map((e) => `“${e.text}”`);
  return (
    <li className="space-y-1">
      <p className="flex flex-wrap items-center gap-2">
        <SeverityBadge severity={hint.severity} />
        <span className="font-medium text-foreground">{hint.title}</span>
        {words.length > 0 && <span className="break-words text-muted-foreground">{words.slice(0, 3).join(', ')}</span>}
      </p>
      {rewrite ? (
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <span className="break-words">Try: “{rewrite}”</span>
          <button type="button" onClick={() => onUseRewrite(rewrite)} className="text-sm font-medium text-primary underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            Use this wording
          </button>
        </p>
      ) : split ? (
        <p className="break-words">Ask as {split.length} questions: {split.map((text) => `“${text}”`).join(' and ')}</p>
      ) : (
        <p className="break-words">{hint.advice}</p>
      )}
      <details className="text-muted-foreground">
        <summary className="cursor-pointer text-sm">Why</summary>
        <p className="mt-1">
          {hint.why}{' '}
          <a href={hint.guide} target="_blank" rel="noreferrer" className="text-primary underline underline-offset-4">
            Guide: {hint.title}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </details>
    </li>
  );
}
