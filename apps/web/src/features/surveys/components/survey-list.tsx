import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { BarChart3, ExternalLink, FileUp, Pencil, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../auth/auth-context';
import { createSurvey, publicLink, storeSurvey, surveysQuery } from '../api';
import { STATUS_LABEL } from '../status';
import { ImportSurveyDialog } from './import-survey';

const date = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const responses = (n: number) => (n === 1 ? '1 response' : `${n} responses`);

function NewSurveyForm() {
  const [title, setTitle] = useState('');
  const [importing, setImporting] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: () => createSurvey(title.trim()),
    onSuccess: async (survey) => {
      storeSurvey(queryClient, survey);
      await navigate(`/surveys/${survey.id}/edit`);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim()) create.mutate();
  };
  return (
    <section className="mt-6 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5" aria-labelledby="new-survey">
      <h2 id="new-survey" className="font-semibold">
        New survey
      </h2>
      <form onSubmit={submit}>
        <label htmlFor="new-survey-title" className="mt-3 block text-sm font-medium">
          Title
        </label>
        <div className="mt-1.5 flex flex-wrap gap-2">
          <Input id="new-survey-title" required maxLength={200} value={title} onChange={(event) => setTitle(event.target.value)} className="min-w-0 flex-1 basis-60" placeholder="e.g. Onboarding feedback" />
          <Button type="submit" disabled={create.isPending || !title.trim()}>
            {create.isPending ? <Spinner className="size-4" /> : <Plus aria-hidden="true" />}
            Create survey
          </Button>
        </div>
        {create.isError && (
          <p role="alert" className="mt-2 text-sm text-destructive">
            The survey could not be created: {create.error.message}
          </p>
        )}
      </form>
      <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-border pt-4 text-sm text-muted-foreground">
        <span>Or start from a survey definition saved as JSON:</span>
        <Button variant="outline" size="sm" onClick={() => setImporting(true)}>
          <FileUp aria-hidden="true" />
          Import from JSON
        </Button>
      </div>
      <ImportSurveyDialog open={importing} onOpenChange={setImporting} />
    </section>
  );
}

/** The owner's surveys (this browser's, and the signed-in account's), with a form to start one. */
export function SurveyList() {
  const { surveys } = useSuspenseQuery(surveysQuery()).data;
  const { user, openSignIn } = useAuth();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Your surveys</h1>
      <p className="mt-3 text-muted-foreground">
        {user
          ? 'Ask your users and visitors: build a survey, share its link, and read the answers with their margins of error.'
          : 'Surveys made in this browser. Sign in to keep them in your account and open them on your other devices too.'}
      </p>
      {!user && (
        <Button variant="outline" size="sm" className="mt-4" onClick={() => openSignIn('signin')}>
          Sign in to keep them
        </Button>
      )}
      <NewSurveyForm />
      {surveys.length === 0 ? (
        <p className="mt-8 text-muted-foreground">No surveys yet. Give your first one a title above.</p>
      ) : (
        <ul className="mt-8 divide-y divide-border rounded-xl border border-border bg-card" aria-label="Surveys">
          {surveys.map((survey) => (
            <li key={survey.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="break-words font-medium">{survey.title}</span>
                  <Badge variant={survey.status === 'open' ? 'success' : 'outline'}>{STATUS_LABEL[survey.status]}</Badge>
                </p>
                <p className="mt-0.5 text-xs text-muted-foreground">
                  {responses(survey.responses.complete)}
                  {survey.responses.partial > 0 ? ` · ${survey.responses.partial} unfinished` : ''} · edited {date(survey.updatedAt)}
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <Link to={`/surveys/${survey.id}/edit`} className={buttonVariants({ variant: 'outline', size: 'sm' })} aria-label={`Edit ${survey.title}`}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Link>
                {survey.status === 'open' && (
                  <a href={publicLink(survey.id)} target="_blank" rel="noopener" className={buttonVariants({ variant: 'ghost', size: 'sm' })} aria-label={`Open ${survey.title} as respondents see it (new tab)`}>
                    <ExternalLink aria-hidden="true" />
                    Open
                  </a>
                )}
                {survey.status !== 'draft' && (
                  <Link to={`/surveys/${survey.id}/results`} className={buttonVariants({ variant: 'outline', size: 'sm' })} aria-label={`Results of ${survey.title}`}>
                    <BarChart3 aria-hidden="true" />
                    Results
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
