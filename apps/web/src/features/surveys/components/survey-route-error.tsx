import { DataRouteError } from '../../layout/data-route-error';

/** A survey page whose data could not be loaded: not found (or not this owner's), or another failure. */
export function SurveyRouteError() {
  return (
    <DataRouteError
      missing={{
        title: 'Survey not found',
        text: 'It was deleted, or it belongs to another browser or account. Surveys made without an account open only in the browser that made them; sign in to reach your account’s surveys.',
      }}
      failedTitle="This survey could not be loaded"
      back={{ to: '/surveys', label: 'Your surveys' }}
    />
  );
}
