import { useSuspenseQuery } from '@tanstack/react-query';
import { FileDown, FileSpreadsheet, FileText, Pencil, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../toast/toast-store';
import { fetchApiFile, saveBlob } from '../../../lib/download';
import { exportUrl, resultsPdfUrl, surveyQuery, surveyResultsQuery, type ResultsParams } from '../api';
import { PublicLink } from '../components/survey-actions';
import { STATUS_LABEL } from '../status';
import { TimelineBars } from './charts';
import { CrossTab } from './cross-tab';
import { QuestionResultCard } from './question-result';
import { ResponsesTable } from './responses-table';
import { ResultsFilters } from './results-filters';

const FORMATS = {
  csv: { label: 'CSV', description: 'Download CSV (every response)', Icon: FileDown },
  xlsx: { label: 'XLSX', description: 'Download XLSX (Excel, every response)', Icon: FileSpreadsheet },
  pdf: { label: 'PDF', description: 'Download these results as a PDF (with the filters shown)', Icon: FileText },
} as const;

function ExportToolbar({ surveyId, params }: { surveyId: string; params: ResultsParams }) {
  const [busy, setBusy] = useState<keyof typeof FORMATS | null>(null);
  const download = async (format: keyof typeof FORMATS) => {
    setBusy(format);
    try {
      const url = format === 'pdf' ? resultsPdfUrl(surveyId, params) : exportUrl(surveyId, format);
      const { blob, filename } = await fetchApiFile(url, `survey-${surveyId}.${format}`);
      saveBlob(blob, filename);
    } catch (error) {
      toast({ title: 'The download failed', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div role="toolbar" aria-label="Export" className="flex flex-wrap gap-2 print:hidden">
      {(Object.keys(FORMATS) as (keyof typeof FORMATS)[]).map((format) => {
        const { label, description, Icon } = FORMATS[format];
        return (
          <Button key={format} variant="outline" size="sm" disabled={busy !== null} onClick={() => void download(format)} aria-label={description}>
            {busy === format ? <Spinner className="size-4" /> : <Icon aria-hidden="true" />}
            {label}
          </Button>
        );
      })}
    </div>
  );
}

const filtered = (p: ResultsParams) => p.version !== null || p.from !== null || p.to !== null || p.filter !== null;

/** A survey's results: filters, responses over time, each question's chart and figures, a cross-tab and the responses. */
export function SurveyResultsView({ surveyId, params, onParamsChange }: { surveyId: string; params: ResultsParams; onParamsChange: (params: ResultsParams) => void }) {
  const { survey } = useSuspenseQuery(surveyQuery(surveyId)).data;
  const results = useSuspenseQuery(surveyResultsQuery(surveyId, params)).data;
  const counted = results.responses.complete + (params.includePartial ? results.responses.partial : 0);
  const everAnswered = survey.responses.complete + survey.responses.partial > 0;

  return (
    // Mounted only with its data (suspense): what the server's PDF printer waits for.
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 print:max-w-none print:py-0" data-report-ready="true">
      <nav aria-label="Breadcrumb" className="text-sm print:hidden">
        <Link to="/surveys" className="text-primary underline-offset-4 hover:underline">
          Your surveys
        </Link>
      </nav>
      <header className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-primary">Results</p>
          <h1 className="mt-1 flex flex-wrap items-center gap-2 break-words text-2xl font-bold tracking-tight sm:text-3xl">
            {survey.title}
            <Badge variant={survey.status === 'open' ? 'success' : 'outline'}>{STATUS_LABEL[survey.status]}</Badge>
          </h1>
          <p className="mt-1 text-sm text-muted-foreground" data-testid="response-count">
            {survey.responses.complete === 1 ? '1 complete response' : `${survey.responses.complete} complete responses`}
            {survey.responses.partial > 0 && ` · ${survey.responses.partial} unfinished`}
            {results.version !== null && ` · questions of version ${results.version}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/surveys/${surveyId}/edit`} className={`${buttonVariants({ variant: 'outline', size: 'sm' })} print:hidden`}>
            <Pencil aria-hidden="true" />
            Edit survey
          </Link>
          {everAnswered && (
            <Link to={`/collaborative-session?survey=${encodeURIComponent(surveyId)}`} className={`${buttonVariants({ variant: 'outline', size: 'sm' })} print:hidden`}>
              <Users aria-hidden="true" />
              Start a session from the answers
            </Link>
          )}
          {everAnswered && <ExportToolbar surveyId={surveyId} params={params} />}
        </div>
      </header>

      {!everAnswered ? (
        <section aria-labelledby="no-answers" className="mt-8 rounded-xl border border-dashed border-border p-6 sm:p-8">
          <h2 id="no-answers" className="text-xl font-semibold">
            No answers yet
          </h2>
          {survey.status === 'draft' ? (
            <p className="mt-2 text-muted-foreground">This survey is not published yet. Publish it from the builder to get a public link.</p>
          ) : (
            <>
              <p className="mt-2 text-muted-foreground">
                {survey.status === 'closed' ? 'The survey is closed: reopen it from the builder to take answers.' : 'Share the link: the results show up here as answers come in, with their margins of error.'}
              </p>
              <PublicLink survey={survey} className="mt-4 max-w-2xl" />
              <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                <li>Send it to your users by email or chat, or post it where your visitors are.</li>
                <li>Answer it once yourself to check how it reads.</li>
                <li>About 30 answers give a first picture; around 100 narrow a percentage to about ±10 points.</li>
              </ul>
            </>
          )}
          <Link to={`/surveys/${surveyId}/edit`} className={`${buttonVariants({ variant: 'outline' })} mt-6`}>
            Back to the builder
          </Link>
        </section>
      ) : (
        <div className="mt-6 space-y-8">
          <ResultsFilters key={JSON.stringify(params)} params={params} versions={survey.versions} questions={results.questions} onApply={onParamsChange} />

          <section aria-labelledby="overview-heading">
            <h2 id="overview-heading" className="text-lg font-semibold">
              Responses over time
            </h2>
            <p className="mt-1 text-sm text-muted-foreground" data-testid="filtered-count">
              {filtered(params) || params.includePartial ? 'Matching the filters: ' : ''}
              {results.responses.complete} complete
              {results.responses.partial > 0 && `, ${results.responses.partial} unfinished${params.includePartial ? '' : ' (not counted)'}`}.
            </p>
            {results.timeline.length === 1 && (
              <p className="mt-2 text-sm">
                All of them came in on {new Date(`${results.timeline[0]!.date}T00:00:00Z`).toLocaleDateString(undefined, { dateStyle: 'long', timeZone: 'UTC' })} (UTC).
              </p>
            )}
            {results.timeline.length > 1 && (
              <div className="mt-3 rounded-xl border border-border bg-card p-4 shadow-sm">
                <TimelineBars timeline={results.timeline} />
                <div className="sr-only">
                  <table>
                    <caption>Responses per day</caption>
                    <thead>
                      <tr>
                        <th scope="col">Day</th>
                        <th scope="col">Complete</th>
                        <th scope="col">Unfinished</th>
                      </tr>
                    </thead>
                    <tbody>
                      {results.timeline.map((day) => (
                        <tr key={day.date}>
                          <td>{day.date}</td>
                          <td>{day.complete}</td>
                          <td>{day.partial}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <p className="mt-2 text-xs text-muted-foreground">Solid: complete. Striped: unfinished. Days in UTC.</p>
              </div>
            )}
          </section>

          <section aria-labelledby="questions-heading" className="space-y-4">
            <h2 id="questions-heading" className="text-lg font-semibold">
              Questions
            </h2>
            {counted === 0 && <p className="text-muted-foreground">No responses match these filters.</p>}
            {results.questions.map((result, index) => (
              <QuestionResultCard key={result.id} result={result} index={index} />
            ))}
          </section>

          <section aria-labelledby="crosstab-heading" className="rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5 print:hidden">
            <h2 id="crosstab-heading" className="text-lg font-semibold">
              Cross-tab
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">Do answers to one question go with answers to another? Pick two questions.</p>
            <div className="mt-3">
              <CrossTab surveyId={surveyId} questions={results.questions} params={params} />
            </div>
          </section>

          <section aria-labelledby="responses-heading" className="print:hidden">
            <h2 id="responses-heading" className="text-lg font-semibold">
              Individual responses
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">Every response, newest first, unfinished ones included; the filters above do not apply here or to the downloads.</p>
            <div className="mt-3">
              <ResponsesTable surveyId={surveyId} questions={results.questions} />
            </div>
          </section>
        </div>
      )}
    </div>
  );
}
