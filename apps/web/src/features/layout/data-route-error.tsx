import { CircleAlert } from 'lucide-react';
import { Link, useRouteError } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { HttpError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';

interface DataRouteErrorProps {
  /** Title and text when the server answered 404 (or 400 for a malformed id): missing, or not this visitor's (one answer for both). */
  missing: { title: string; text: string };
  /** Title for any other failure; the text says a reload usually helps, with the error's message. */
  failedTitle: string;
  /** Where to go from here. */
  back?: { to: string; label: string };
}

/** The error state of a page whose loader could not fetch its data (a survey, an idea, a bias report, a shared link). */
export function DataRouteError({ missing, failedTitle, back }: DataRouteErrorProps) {
  const error = useRouteError();
  const isMissing = error instanceof HttpError && (error.status === 404 || error.status === 400);
  const title = isMissing ? missing.title : failedTitle;
  useDocumentTitle(title);
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <CircleAlert className="size-10 text-amber-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-muted-foreground">{isMissing ? missing.text : `Reloading the page usually helps.${error instanceof Error ? ` (${error.message})` : ''}`}</p>
      {back && (
        <Link to={back.to} className={`${buttonVariants({ variant: 'outline' })} mt-8`}>
          {back.label}
        </Link>
      )}
    </div>
  );
}
