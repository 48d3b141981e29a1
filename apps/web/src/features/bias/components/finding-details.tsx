import type { QuestionFinding, QuestionnaireFinding } from '@sightline/shared/research/bias';
import { Link } from 'react-router';

/** Why a finding biases answers, the rewrite (or what to change), and its guide. */
export function FindingDetails({ finding }: { finding: QuestionFinding | QuestionnaireFinding }) {
  const rewrite = 'rewrite' in finding ? finding.rewrite : [];
  return (
    <div className="space-y-2 text-sm">
      <p>
        <span className="font-medium text-foreground">Why it matters: </span>
        {finding.why}
      </p>
      {rewrite.length === 1 && (
        <div className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-emerald-950">
          <p className="text-xs font-medium uppercase tracking-wide">Suggested rewrite</p>
          <p className="mt-0.5 break-words">{rewrite[0]}</p>
        </div>
      )}
      {rewrite.length > 1 && (
        <div className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-emerald-950">
          <p className="text-xs font-medium uppercase tracking-wide">Ask as {rewrite.length} questions</p>
          <ol className="mt-1 list-decimal space-y-0.5 pl-5">
            {rewrite.map((text) => (
              <li key={text} className="break-words">
                {text}
              </li>
            ))}
          </ol>
        </div>
      )}
      {rewrite.length === 0 && (
        <p>
          <span className="font-medium text-foreground">What to change: </span>
          {finding.advice}
        </p>
      )}
      <p>
        <Link to={finding.guide} className="font-medium text-primary underline underline-offset-4">
          Guide: {finding.title}
        </Link>
      </p>
    </div>
  );
}
