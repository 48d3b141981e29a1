import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { resultsParams, resultsSearch, surveyQuery } from '../../features/surveys/api';
import { SurveyResultsView } from '../../features/surveys/results/survey-results';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /surveys/:surveyId/results: the filters live in the address, so a filtered view can be shared and reloaded. */
export function SurveyResultsPage() {
  const { surveyId } = useParams();
  const [search, setSearch] = useSearchParams();
  const { survey } = useSuspenseQuery(surveyQuery(surveyId!)).data;
  useDocumentTitle(`Results: ${survey.title}`);
  return <SurveyResultsView surveyId={surveyId!} params={resultsParams(search)} onParamsChange={(params) => setSearch(new URLSearchParams(resultsSearch(params)))} />;
}

export { SurveyRouteError as SurveyResultsError } from '../../features/surveys/components/survey-route-error';
