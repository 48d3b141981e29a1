import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { QuestionReport, QuestionnaireFinding } from '@sightline/shared/research/bias';
import type { QuestionType } from '@sightline/shared/research/survey';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';
import { markReportReady } from '../../reports/report-ready';
import { QUESTION_TYPE_INFO } from '../../surveys/question-types';
import type { QuestionsReportDetail } from '../api';
import { FindingDetails } from './finding-details';
import { HighlightedText } from './highlighted-text';
import { SeverityBadge } from './severity-badge';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const checkedOn = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' });

/** A questions report: the summary by rule, the questionnaire-level findings, then each question with its findings highlighted. */
export function QuestionsReport({ report, owner, actions }: { report: QuestionsReportDetail; owner: boolean; actions: ReactNode }) {
  const { result } = report;
  const { summary } = result;
  const checked = checkedOn(report.createdAt);
  return (
    <>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance break-words">{report.source === 'survey' ? report.title : owner ? 'Your questions' : 'Questions checked for bias'}</h1>
      <p className="mt-3 text-muted-foreground">
        {report.source === 'survey' ? (
          <>
            The {plural(summary.questions, 'question')} of this survey as they were on {checked}.{' '}
            {owner && report.surveyId && (
              <Link to={`/surveys/${report.surveyId}/edit`} className="underline underline-offset-4 print:hidden">
                Open the survey
              </Link>
            )}
          </>
        ) : (
          <>
            {plural(summary.questions, 'pasted question')}, checked on {checked}.
          </>
        )}
      </p>
      {actions}
      <article ref={markReportReady}>
        <Summary report={report} />
        {result.questionnaire.length > 0 && (
          <section aria-labelledby="order-heading" className="mt-10">
            <h2 id="order-heading" className="text-xl font-semibold">
              Across the questionnaire
            </h2>
            <ul className="mt-4 space-y-4">
              {result.questionnaire.map((finding, i) => (
                <QuestionnaireCard key={i} finding={finding} questions={result.questions} />
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="questions-heading" className="mt-10">
          <h2 id="questions-heading" className="text-xl font-semibold">
            Question by question
          </h2>
          <p className="mt-2 text-sm text-muted-foreground">The words each finding is about are highlighted in the question.</p>
          <ol className="mt-4 space-y-4">
            {result.questions.map((question) => (
              <QuestionCard key={question.index} question={question} />
            ))}
          </ol>
        </section>
        <section className="mt-10 rounded-md border border-border bg-muted/40 p-4 text-sm" aria-labelledby="limits-heading">
          <h2 id="limits-heading" className="font-semibold">
            What this does not show
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
            <li>The rules read English only; questions in other languages get no useful findings.</li>
            <li>They look for known patterns in the words, options and settings. A question can still mislead in ways no rule sees: pilot it with a few respondents.</li>
            <li>Agree–disagree scales with both sides named are not flagged, though item-specific questions (“How easy or difficult…”) measure more reliably (Saris et al. 2010).</li>
            {report.source === 'text' && <li>Pasted questions have no answer options here, so missing “Don’t know”, “Other” or “Prefer not to say” and option order are checked only for surveys.</li>}
          </ul>
        </section>
      </article>
    </>
  );
}

function Summary({ report }: { report: QuestionsReportDetail }) {
  const { summary } = report.result;
  const clean = summary.findings === 0;
  return (
    <Card className="mt-8 p-5">
      <h2 className="text-base font-semibold">{clean ? 'No findings' : `${plural(summary.findings, 'finding')} on ${summary.questionsWithFindings} of ${plural(summary.questions, 'question')}`}</h2>
      {clean ? (
        <p className="mt-2 text-sm text-muted-foreground">None of the rules found a problem in these questions.</p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">Findings by rule</caption>
          <thead>
            <tr className="border-b border-border text-left text-muted-foreground">
              <th scope="col" className="py-1.5 pr-3 font-medium">
                Rule
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                Findings
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.byRule.map((row) => (
              <tr key={row.rule} className="border-b border-border last:border-0">
                <td className="py-1.5 pr-3">{row.title}</td>
                <td className="py-1.5 text-right tabular-nums">{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

function QuestionnaireCard({ finding, questions }: { finding: QuestionnaireFinding; questions: QuestionReport[] }) {
  return (
    <li>
      <Card className="p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <SeverityBadge severity={finding.severity} />
          <h3 className="font-semibold">{finding.title}</h3>
        </div>
        <p className="mt-2 text-sm">
          {finding.questions.length === 1 ? 'Question' : 'Questions'}{' '}
          {finding.questions.map((index, i) => (
            <span key={index}>
              {i > 0 && ', '}
              <a href={`#question-${index + 1}`} className="underline underline-offset-4">
                {index + 1}
              </a>
            </span>
          ))}
          : {finding.questions.map((index) => `“${questions[index]?.text ?? ''}”`).join(' · ')}
        </p>
        <div className="mt-3 text-muted-foreground">
          <FindingDetails finding={finding} />
        </div>
      </Card>
    </li>
  );
}

function QuestionCard({ question }: { question: QuestionReport }) {
  const evidence = question.findings.flatMap((f) => f.evidence);
  const inText = evidence.filter((e) => e.field === 'question' && e.start !== undefined && e.end !== undefined) as Array<{ start: number; end: number }>;
  const inDescription = evidence.filter((e) => e.field === 'description' && e.start !== undefined && e.end !== undefined) as Array<{ start: number; end: number }>;
  const flaggedOptions = new Set(evidence.filter((e) => e.field === 'option').map((e) => e.option));
  const ease = question.readability.fleschReadingEase;
  const type = question.type ? QUESTION_TYPE_INFO[question.type as QuestionType]?.label : undefined;
  return (
    <li id={`question-${question.index + 1}`} className="scroll-mt-20">
      <Card className={cn('p-4 sm:p-5', question.findings.length > 0 && 'border-amber-300')}>
        <h3 className="flex flex-wrap gap-x-3 gap-y-1 text-xs font-medium text-muted-foreground">
          <span>Question {question.index + 1}</span>
          {type && <span>{type}</span>}
          {ease !== null && <span title="Flesch reading ease: 60–70 is plain English, below 30 very difficult">Reading ease {Math.round(ease)}</span>}
        </h3>
        <p className="mt-2 text-base font-medium break-words text-foreground">
          <HighlightedText text={question.text} highlights={inText} />
        </p>
        {question.description && (
          <p className="mt-1 text-sm break-words text-muted-foreground">
            <HighlightedText text={question.description} highlights={inDescription} />
          </p>
        )}
        {question.options && (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Answer options">
            {question.options.map((label, i) => (
              <li key={i} className={cn('rounded-md border px-2 py-0.5 text-sm', flaggedOptions.has(i) ? 'border-amber-400 bg-amber-100' : 'border-border bg-muted/40')}>
                {label}
              </li>
            ))}
          </ul>
        )}
        {question.findings.length === 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">No findings.</p>
        ) : (
          <ul className="mt-4 space-y-4 border-t border-border pt-4">
            {question.findings.map((finding, i) => (
              <li key={i}>
                <div className="flex flex-wrap items-center gap-2">
                  <SeverityBadge severity={finding.severity} />
                  <h4 className="font-semibold">{finding.title}</h4>
                </div>
                <p className="mt-1 text-sm break-words">
                  <span className="sr-only">About: </span>
                  {finding.evidence.map((e, j) => (
                    <span key={j}>
                      {j > 0 && ' · '}
                      {e.field === 'settings' ? `Settings: ${e.text}` : <mark className="rounded-sm bg-amber-200 px-0.5">{e.text}</mark>}
                    </span>
                  ))}
                </p>
                <div className="mt-2 text-muted-foreground">
                  <FindingDetails finding={finding} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </li>
  );
}
