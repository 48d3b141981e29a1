import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { surveyQuery } from '../../features/surveys/api';
import { SurveyBuilder } from '../../features/surveys/components/survey-builder';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /surveys/:surveyId/edit: the builder. */
export function SurveyBuilderPage() {
  const { surveyId } = useParams();
  const { survey } = useSuspenseQuery(surveyQuery(surveyId!)).data;
  useDocumentTitle(`Edit: ${survey.title}`);
  // A duplicate opens in the same route: its own working copy.
  return <SurveyBuilder key={survey.id} survey={survey} />;
}

export { SurveyRouteError as SurveyBuilderError } from '../../features/surveys/components/survey-route-error';
