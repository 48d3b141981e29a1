import { CircleAlert } from 'lucide-react';
import { Link, useRouteError } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LAYOUT_STRINGS as S } from './navigation';

/**
 * A page that could not be shown at all (its code failed to load, or it broke while rendering); pages
 * with data have their own error state. Drawn inside the layout, so the visitor can navigate on.
 */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle(S.errorTitle);
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <CircleAlert className="size-10 text-amber-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{S.errorTitle}</h1>
      <p className="mt-3 text-muted-foreground">{S.errorText}</p>
      {error instanceof Error && <p className="mt-2 text-sm text-muted-foreground">{error.message}</p>}
      <Link to="/" className={`${buttonVariants({ variant: 'outline' })} mt-8`}>
        {S.errorHome}
      </Link>
    </div>
  );
}
