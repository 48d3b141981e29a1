import { CircleAlert } from 'lucide-react';
import { Link, useRouteError } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { HttpError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** A survey page whose data could not be loaded: not found (or not this owner's), or another failure. */
export function SurveyRouteError() {
  const error = useRouteError();
  const missing = error instanceof HttpError && (error.status === 404 || error.status === 403);
  const title = missing ? 'Survey not found' : 'This survey could not be loaded';
  useDocumentTitle(title);
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <CircleAlert className="size-10 text-amber-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-muted-foreground">
        {missing
          ? 'It was deleted, or it belongs to another browser or account. Surveys made without an account open only in the browser that made them; sign in to reach your account’s surveys.'
          : 'Reloading the page usually helps.'}
      </p>
      {error instanceof Error && <p className="mt-2 text-sm text-muted-foreground">{error.message}</p>}
      <Link to="/surveys" className={`${buttonVariants({ variant: 'outline' })} mt-8`}>
        Your surveys
      </Link>
    </div>
  );
}
