import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, Link2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { createBiasShareLink, revokeBiasShareLink, shareLinksQuery, type BiasShareLink } from '../api';

// The server caps a link's life at 365 days and defaults to 30: every link expires.
const EXPIRY_CHOICES = [7, 30, 90, 365] as const;

const dateText = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

function linkState(link: BiasShareLink): { label: string; active: boolean } {
  if (link.revokedAt !== null) return { label: `Revoked ${dateText(link.revokedAt)}`, active: false };
  if (link.expiresAt !== null && new Date(link.expiresAt).getTime() <= Date.now()) return { label: `Expired ${dateText(link.expiresAt)}`, active: false };
  return { label: link.expiresAt === null ? 'Works until revoked' : `Works until ${dateText(link.expiresAt)}`, active: true };
}

/** Owner only: read-only links to this report, each shown once when made (the server keeps a hash of its token), listed with their views until revoked. */
export function BiasSharePanel({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const [days, setDays] = useState<number>(30);
  const [copied, setCopied] = useState(false);
  const links = useQuery(shareLinksQuery(id));
  const refresh = () => queryClient.invalidateQueries({ queryKey: shareLinksQuery(id).queryKey });
  const create = useMutation({ mutationFn: () => createBiasShareLink(id, days), onSuccess: () => void refresh() });
  const revoke = useMutation({ mutationFn: (linkId: string) => revokeBiasShareLink(id, linkId), onSuccess: () => void refresh() });
  const copy = async (url: string) => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  return (
    <section aria-labelledby="share-heading" className="rounded-xl border border-border bg-card p-5 print:hidden" data-testid="bias-share-panel">
      <h2 id="share-heading" className="flex items-center gap-2 font-semibold">
        <Link2 className="size-4" aria-hidden="true" />
        Share this report
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Anyone with the link can read this report and download it, without an account. They cannot change or share it. You can revoke a link at any time.</p>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <label className="text-sm">
          <span className="block font-medium">Link expires</span>
          <select className="mt-1 h-10 rounded-md border border-input bg-background px-3 text-sm" value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {EXPIRY_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                After {choice} days
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" onClick={() => create.mutate()} disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create link'}
        </Button>
      </div>
      {create.isSuccess && (
        <div className="mt-3">
          <p className="text-sm text-emerald-700" role="status">
            Share link created. It is shown only once: copy it now.
          </p>
          <div className="mt-2 flex gap-2">
            <Input readOnly value={create.data.url} aria-label="Share link" data-testid="share-url" onFocus={(event) => event.currentTarget.select()} />
            <Button variant="outline" onClick={() => void copy(create.data.url)}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
        </div>
      )}
      {(create.isError || revoke.isError) && (
        <p className="mt-2 text-sm text-destructive" role="alert">
          {(create.error ?? revoke.error)?.message}
        </p>
      )}
      {links.data && links.data.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-medium">Links made</h3>
          <ul className="mt-1 divide-y divide-border text-sm">
            {links.data.map((link) => {
              const state = linkState(link);
              return (
                <li key={link.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2" data-testid="share-link-row">
                  <span>
                    Made {dateText(link.createdAt)} · {state.label} · {link.viewCount === 1 ? '1 view' : `${link.viewCount} views`}
                  </span>
                  {state.active && (
                    <Button variant="outline" size="sm" onClick={() => revoke.mutate(link.id)} disabled={revoke.isPending} aria-label={`Revoke the link made ${dateText(link.createdAt)}`}>
                      Revoke
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
