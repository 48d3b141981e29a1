import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, Link2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { CheckboxField, selectClass } from '../components/fields';
import { createResultsLink, resultsLinksQuery, revokeResultsLink, type ResultsLink } from '../results-links-api';

/** "Until revoked" (no expiry) or a number of days, at most the server's 365. */
const EXPIRY_CHOICES = [0, 7, 30, 90, 365] as const;
const dateText = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

function linkState(link: ResultsLink): { label: string; active: boolean } {
  if (link.revokedAt !== null) return { label: `Revoked ${dateText(link.revokedAt)}`, active: false };
  if (link.expiresAt !== null && Date.parse(link.expiresAt) <= Date.now()) return { label: `Expired ${dateText(link.expiresAt)}`, active: false };
  return { label: link.expiresAt === null ? 'Works until revoked' : `Works until ${dateText(link.expiresAt)}`, active: true };
}

/**
 * Owner only: read-only links to the results for people without access to the survey. The owner
 * picks the questions a link leaves out and whether it offers the CSV; the link is shown this once
 * (the server keeps a hash of its token), and listed with its views until revoked.
 */
export function ShareResultsPanel({ surveyId, questions }: { surveyId: string; questions: ReadonlyArray<{ id: string; title: string }> }) {
  const queryClient = useQueryClient();
  const links = useQuery(resultsLinksQuery(surveyId));
  const [redacted, setRedacted] = useState<ReadonlySet<string>>(new Set());
  const [allowDownload, setAllowDownload] = useState(false);
  const [days, setDays] = useState<number>(0);
  const [copied, setCopied] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: resultsLinksQuery(surveyId).queryKey });
  const create = useMutation({
    mutationFn: () => createResultsLink(surveyId, { redactedQuestionIds: [...redacted], allowDownload, ...(days > 0 ? { expiresInDays: days } : {}) }),
    onSuccess: () => {
      setCopied(false);
      void refresh();
    },
  });
  const revoke = useMutation({ mutationFn: (linkId: string) => revokeResultsLink(surveyId, linkId), onSuccess: () => void refresh() });
  const toggle = (id: string, on: boolean) => setRedacted((current) => (on ? new Set([...current, id]) : new Set([...current].filter((item) => item !== id))));
  const copy = async (url: string) => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  const title = (id: string) => questions.find((question) => question.id === id)?.title ?? id;

  return (
    <section aria-labelledby="share-results-heading" className="rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5 print:hidden">
      <h2 id="share-results-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Link2 className="size-4" aria-hidden="true" />
        Share results
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Anyone with the link sees these results, read-only, without an account. Leave out the questions they should not see: they are not sent at all.</p>

      <fieldset className="mt-4">
        <legend className="text-sm font-medium">Leave out</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {questions.map((question, index) => (
            <CheckboxField key={question.id} id={`redact-${question.id}`} label={`${index + 1}. ${question.title}`} checked={redacted.has(question.id)} onCheckedChange={(on) => toggle(question.id, on)} />
          ))}
        </div>
      </fieldset>
      <div className="mt-4">
        <CheckboxField
          id="share-allow-download"
          label="Allow downloading the responses (CSV)"
          hint="Every response, one row each, without the questions left out."
          checked={allowDownload}
          onCheckedChange={setAllowDownload}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="share-expiry" className="mb-1.5 block text-sm font-medium">
            The link works
          </label>
          <select id="share-expiry" className={selectClass} value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {EXPIRY_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice === 0 ? 'until I revoke it' : `for ${choice} days`}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" onClick={() => create.mutate()} disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create link'}
        </Button>
      </div>
      {create.isSuccess && (
        <div className="mt-4">
          <p className="text-sm text-emerald-700" role="status">
            Link created. Copy it now: it is shown only this once.
          </p>
          <div className="mt-2 flex gap-2">
            <Input readOnly value={create.data.url} aria-label="Results link" data-testid="results-link-url" onFocus={(event) => event.currentTarget.select()} />
            <Button variant="outline" onClick={() => void copy(create.data.url)}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
        </div>
      )}
      {create.isError && (
        <p className="mt-2 text-sm text-destructive" role="alert">
          {create.error.message}
        </p>
      )}

      {links.isError && (
        <p className="mt-4 text-sm text-destructive" role="alert">
          The links could not be loaded: {links.error.message}
        </p>
      )}
      {links.data && links.data.length > 0 && (
        <div className="mt-6">
          <h3 className="text-sm font-medium">Your links</h3>
          <ul className="mt-2 divide-y divide-border rounded-md border border-border" data-testid="results-links">
            {links.data.map((link) => {
              const state = linkState(link);
              return (
                <li key={link.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2 text-sm">
                  <div className="min-w-0">
                    <p>
                      Created {dateText(link.createdAt)} · {link.viewCount === 1 ? '1 view' : `${link.viewCount} views`} · {link.allowDownload ? 'CSV download' : 'no download'}
                    </p>
                    <p className="text-muted-foreground">{link.redactedQuestionIds.length === 0 ? 'Every question' : `Leaves out: ${link.redactedQuestionIds.map(title).join('; ')}`}</p>
                  </div>
                  <div className="flex items-center gap-2">
                    <Badge variant={state.active ? 'success' : 'outline'}>{state.label}</Badge>
                    {state.active && (
                      <Button variant="outline" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate(link.id)} aria-label={`Revoke the link created ${dateText(link.createdAt)}`}>
                        Revoke
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          {revoke.isError && (
            <p className="mt-2 text-sm text-destructive" role="alert">
              {revoke.error.message}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
