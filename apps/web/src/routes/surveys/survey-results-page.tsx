import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { resultsParams, resultsSearch, surveyQuery, surveyResultsQuery } from '../../features/surveys/api';
import { ShareResultsPanel } from '../../features/surveys/results/share-results-panel';
import { SurveyResultsView } from '../../features/surveys/results/survey-results';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /surveys/:surveyId/results: the filters live in the address, so a filtered view can be shared and reloaded. */
export function SurveyResultsPage() {
  const { surveyId } = useParams();
  const [search, setSearch] = useSearchParams();
  const { survey } = useSuspenseQuery(surveyQuery(surveyId!)).data;
  const params = resultsParams(search);
  const { questions } = useSuspenseQuery(surveyResultsQuery(surveyId!, params)).data;
  useDocumentTitle(`Results: ${survey.title}`);
  return (
    <>
      <SurveyResultsView surveyId={surveyId!} params={params} onParamsChange={(next) => setSearch(new URLSearchParams(resultsSearch(next)))} />
      {survey.publishedVersion !== null && (
        <div className="mx-auto max-w-5xl px-4 pb-8 sm:px-6">
          <ShareResultsPanel surveyId={surveyId!} questions={questions} />
        </div>
      )}
    </>
  );
}

export { SurveyRouteError as SurveyResultsError } from '../../features/surveys/components/survey-route-error';
