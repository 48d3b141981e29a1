import { SurveyList } from '../../features/surveys/components/survey-list';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /surveys: the owner's surveys and "New survey". */
export function SurveysPage() {
  useDocumentTitle('Your surveys');
  return <SurveyList />;
}

export { SurveyRouteError as SurveysError } from '../../features/surveys/components/survey-route-error';
