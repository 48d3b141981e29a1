import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Check, Copy, Link2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { createShareLink, type ShareLinkView } from '../api';
import { REPORT_STRINGS as S } from '../strings';

// The server caps a link's life at 365 days and defaults to 30: every link expires.
const EXPIRY_CHOICES = [7, 30, 90, 365] as const;

/** Owner only: creates a share link whose token is shown this once (the server keeps a hash). */
export function SharePanel({ syntheticId, view = 'standard' }: { syntheticId: string; view?: ShareLinkView }) {
  const [days, setDays] = useState<number>(30);
  const [copied, setCopied] = useState(false);
  const create = useMutation({ mutationFn: () => createShareLink(syntheticId, days, view) });
  const copy = async (url: string) => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  return (
    <section aria-labelledby="share-heading" className="rounded-xl border border-border bg-card p-5 print:hidden">
      <h2 id="share-heading" className="flex items-center gap-2 font-semibold">
        <Link2 className="size-4" aria-hidden="true" />
        {S.shareHeading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{S.shareText}</p>
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <label className="text-sm">
          <span className="block font-medium">{S.shareExpiry}</span>
          <select className="mt-1 h-10 rounded-md border border-input bg-background px-3 text-sm" value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {EXPIRY_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {S.shareDays(choice)}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" onClick={() => create.mutate()} disabled={create.isPending}>
          {create.isPending ? S.shareCreating : S.shareCreate}
        </Button>
      </div>
      {create.isSuccess && (
        <div className="mt-3">
          <p className="text-sm text-emerald-700" role="status">
            {S.shareCreated}
          </p>
          <div className="mt-2 flex gap-2">
            <Input readOnly value={create.data.url} aria-label={S.shareHeading} data-testid="share-url" onFocus={(event) => event.currentTarget.select()} />
            <Button variant="outline" onClick={() => void copy(create.data.url)}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? S.shareCopied : S.shareCopy}
            </Button>
          </div>
        </div>
      )}
      {create.isError && (
        <p className="mt-2 text-sm text-destructive" role="alert">
          {create.error.message}
        </p>
      )}
    </section>
  );
}
