import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { ideaQuery } from '../../features/ideas/api';
import { resultsParams, resultsSearch } from '../../features/surveys/api';
import { SurveyResultsView } from '../../features/surveys/results/survey-results';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /idea-validation/:ideaId/survey-results: the idea's survey, in the same results view as every survey. */
export function IdeaSurveyResultsPage() {
  const { ideaId } = useParams();
  const [search, setSearch] = useSearchParams();
  const detail = useSuspenseQuery(ideaQuery(ideaId!)).data;
  useDocumentTitle(`Survey results: ${detail.idea.name}`);
  return (
    <>
      <p className="mx-auto max-w-5xl px-4 pt-6 text-sm text-muted-foreground sm:px-6">
        <Link to={`/idea-validation/${detail.id}`} className="underline underline-offset-4">
          Back to the evidence scorecard of {detail.idea.name}
        </Link>
      </p>
      <SurveyResultsView surveyId={detail.survey.id} params={resultsParams(search)} onParamsChange={(params) => setSearch(new URLSearchParams(resultsSearch(params)))} />
    </>
  );
}
