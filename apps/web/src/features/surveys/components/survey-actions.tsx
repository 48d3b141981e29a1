import { useQueryClient } from '@tanstack/react-query';
import { Check, Copy, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { toast } from '../../toast/toast-store';
import { deleteSurvey, publicLink, storeSurvey, surveyAction, surveyQuery, surveysQuery, type SurveyDetail } from '../api';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The public link with a copy button and an "Open" link. */
export function PublicLink({ survey, className }: { survey: Pick<SurveyDetail, 'id' | 'publicUrl'>; className?: string }) {
  const [copied, setCopied] = useState(false);
  const link = publicLink(survey.id, survey.publicUrl);
  return (
    <div className={className}>
      <label htmlFor={`public-link-${survey.id}`} className="mb-1.5 block text-sm font-medium">
        Public link
      </label>
      <div className="flex flex-wrap gap-2">
        <Input id={`public-link-${survey.id}`} readOnly value={link} onFocus={(event) => event.target.select()} className="min-w-0 flex-1 basis-60 font-mono text-xs sm:text-xs" />
        <Button
          variant="outline"
          onClick={() => {
            void navigator.clipboard.writeText(link).then(
              () => setCopied(true),
              () => toast({ title: 'The link could not be copied', description: 'Select it and copy it yourself.', variant: 'destructive' }),
            );
          }}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy link'}
        </Button>
        <a href={link} target="_blank" rel="noopener" className="inline-flex h-10 items-center gap-2 rounded-md border border-border px-4 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <ExternalLink aria-hidden="true" className="size-4" />
          Open<span className="sr-only"> the survey (new tab)</span>
        </a>
      </div>
      <span role="status" className="sr-only">
        {copied ? 'Link copied' : ''}
      </span>
    </div>
  );
}

/** Close or reopen, duplicate and delete (after asking). */
export function SurveyManageActions({ survey }: { survey: SurveyDetail }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const total = survey.responses.complete + survey.responses.partial;

  const run = async (name: string, action: () => Promise<void>) => {
    setBusy(name);
    try {
      await action();
    } catch (error) {
      toast({ title: `Could not ${name} the survey`, description: errorText(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {survey.status === 'open' && (
        <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void run('close', async () => storeSurvey(queryClient, await surveyAction(survey.id, 'close')))}>
          Close survey
        </Button>
      )}
      {survey.status === 'closed' && (
        <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void run('reopen', async () => storeSurvey(queryClient, await surveyAction(survey.id, 'reopen')))}>
          Reopen survey
        </Button>
      )}
      <Button
        variant="outline"
        size="sm"
        disabled={busy !== null}
        onClick={() =>
          void run('duplicate', async () => {
            const copy = await surveyAction(survey.id, 'duplicate');
            storeSurvey(queryClient, copy);
            toast({ title: 'Survey duplicated', description: `You are now editing "${copy.title}".` });
            await navigate(`/surveys/${copy.id}/edit`);
          })
        }
      >
        Duplicate
      </Button>
      <Button variant="outline" size="sm" className="text-destructive" disabled={busy !== null} onClick={() => setConfirmDelete(true)}>
        Delete
      </Button>
      <Dialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete this survey?"
        description={`"${survey.title}" and ${total === 1 ? 'its 1 response' : `its ${total} responses`} will be deleted for good. Its link will stop working.`}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setConfirmDelete(false)}>
            Keep it
          </Button>
          <Button
            variant="destructive"
            disabled={busy !== null}
            onClick={() =>
              void run('delete', async () => {
                await deleteSurvey(survey.id);
                setConfirmDelete(false);
                queryClient.removeQueries({ queryKey: surveyQuery(survey.id).queryKey });
                await queryClient.invalidateQueries({ queryKey: surveysQuery().queryKey });
                toast({ title: 'Survey deleted' });
                await navigate('/surveys');
              })
            }
          >
            Delete survey
          </Button>
        </div>
      </Dialog>
    </>
  );
}
