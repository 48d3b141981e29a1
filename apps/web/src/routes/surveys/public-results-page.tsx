import { useSuspenseQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useParams } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DataRouteError } from '../../features/layout/data-route-error';
import { TimelineBars } from '../../features/surveys/results/charts';
import { QuestionResultCard } from '../../features/surveys/results/question-result';
import { publicExportUrl, publicResultsQuery } from '../../features/surveys/results-links-api';

/** /survey-results/:token: a survey's results through a read-only link, for anyone who has it. */
export function PublicResultsPage() {
  const { token } = useParams();
  const { results, allowDownload } = useSuspenseQuery(publicResultsQuery(token!)).data;
  useDocumentTitle(`Results: ${results.survey.title}`);
  const { complete } = results.responses;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-primary">Survey results · shared read-only</p>
          <h1 className="mt-1 break-words text-2xl font-bold tracking-tight sm:text-3xl">{results.survey.title}</h1>
          <p className="mt-1 text-sm text-muted-foreground" data-testid="response-count">
            {complete === 1 ? '1 complete response' : `${complete} complete responses`}
            {results.survey.status === 'closed' && ' · the survey is closed'}
          </p>
        </div>
        {allowDownload && (
          <a href={publicExportUrl(token!)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <FileDown className="size-4" aria-hidden="true" />
            Download the responses (CSV)
          </a>
        )}
      </header>

      <div className="mt-6 space-y-8">
        {results.timeline.length > 1 && (
          <section aria-labelledby="overview-heading">
            <h2 id="overview-heading" className="text-lg font-semibold">
              Responses over time
            </h2>
            <div className="mt-3 rounded-xl border border-border bg-card p-4 shadow-sm">
              <TimelineBars timeline={results.timeline} />
              <p className="mt-2 text-xs text-muted-foreground">Solid: complete. Striped: unfinished. Days in UTC.</p>
            </div>
          </section>
        )}
        <section aria-labelledby="questions-heading" className="space-y-4">
          <h2 id="questions-heading" className="text-lg font-semibold">
            Questions
          </h2>
          {complete === 0 && <p className="text-muted-foreground">No complete responses yet.</p>}
          {results.questions.map((result, index) => (
            <QuestionResultCard key={result.id} result={result} index={index} />
          ))}
        </section>
      </div>
    </div>
  );
}

/** A link that does not open: unknown, revoked or expired (the server does not say which), or another failure. */
export function PublicResultsError() {
  return (
    <DataRouteError
      missing={{ title: 'This results link does not work', text: 'It may have been revoked by the person who shared it, or it has expired. Ask them for a new link.' }}
      failedTitle="These results could not be loaded"
    />
  );
}
