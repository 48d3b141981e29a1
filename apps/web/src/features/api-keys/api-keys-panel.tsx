import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../toast/toast-store';
import { when } from './format-time';
import { apiKeysQuery, createApiKey, revokeApiKey, type ApiKey, type ApiKeyScope } from './api';
import { API_KEYS_STRINGS as S } from './strings';
import { ShownOnce } from './shown-once';
import { WebhookSettings } from './webhook-settings';

function KeyRow({ apiKey }: { apiKey: ApiKey }) {
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => revokeApiKey(apiKey.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: apiKeysQuery().queryKey });
      toast({ title: S.revokedToast });
    },
    onError: (error) => toast({ title: S.failed, description: error.message, variant: 'destructive' }),
  });
  const revoked = apiKey.revokedAt !== null;
  return (
    <li className="flex items-start justify-between gap-3 py-3" data-testid="api-key-row">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium">
          {apiKey.name} <span className="ml-1 rounded bg-muted px-1.5 py-0.5 text-xs font-normal text-muted-foreground">{apiKey.scope}</span>
        </p>
        <p className="mt-0.5 font-mono text-xs text-muted-foreground">{apiKey.prefix}…</p>
        <p className="mt-0.5 text-xs text-muted-foreground">
          {revoked ? S.revoked(when(apiKey.revokedAt!)) : `${S.created(when(apiKey.createdAt))} · ${S.lastUsed(apiKey.lastUsedAt && when(apiKey.lastUsedAt))}`}
        </p>
      </div>
      {!revoked && (
        <Button
          size="sm"
          variant="outline"
          aria-label={S.revokeLabel(apiKey.name)}
          disabled={revoke.isPending}
          onClick={() => {
            if (window.confirm(S.revokeConfirm(apiKey.name))) revoke.mutate();
          }}
        >
          <Trash2 aria-hidden="true" />
          {S.revoke}
        </Button>
      )}
    </li>
  );
}

/** The signed-in account's API keys: create (the key shown once), list with last use, revoke; and the webhook. */
export function ApiKeysPanel() {
  const keys = useQuery(apiKeysQuery());
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [shown, setShown] = useState<string | null>(null);
  const ids = { name: useId(), scope: useId() };

  const create = useMutation({
    mutationFn: () => createApiKey({ name: name.trim(), scope }),
    onSuccess: async (response) => {
      setShown(response.key);
      setName('');
      await queryClient.invalidateQueries({ queryKey: apiKeysQuery().queryKey });
    },
    onError: (error) => toast({ title: S.failed, description: error.message, variant: 'destructive' }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() !== '') create.mutate();
  }

  return (
    <div className="space-y-6">
      <form onSubmit={submit} className="space-y-3">
        <div>
          <Label htmlFor={ids.name}>{S.name}</Label>
          <Input id={ids.name} className="mt-1.5" value={name} maxLength={80} required placeholder={S.namePlaceholder} onChange={(event) => setName(event.target.value)} />
        </div>
        <fieldset>
          <legend className="text-sm font-medium">{S.scope}</legend>
          <div className="mt-1.5 space-y-1.5 text-sm">
            {(['read', 'write'] as const).map((value) => (
              <label key={value} className="flex items-start gap-2">
                <input type="radio" name={ids.scope} value={value} checked={scope === value} onChange={() => setScope(value)} className="mt-0.5 size-4 accent-primary" />
                <span>{value === 'read' ? S.scopeRead : S.scopeWrite}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" disabled={create.isPending || name.trim() === ''}>
          <KeyRound aria-hidden="true" />
          {create.isPending ? S.creating : S.create}
        </Button>
      </form>
      {shown !== null && <ShownOnce label={S.newKeyTitle} value={shown} testId="new-api-key" />}
      <section>
        <h3 className="text-sm font-semibold">{S.yourKeys}</h3>
        {keys.isPending && <p className="mt-2 text-sm text-muted-foreground">{S.loading}</p>}
        {keys.isError && <p className="mt-2 text-sm text-destructive">{S.loadFailed}</p>}
        {keys.data && keys.data.keys.length === 0 && <p className="mt-2 text-sm text-muted-foreground">{S.none}</p>}
        {keys.data && keys.data.keys.length > 0 && (
          <ul className="mt-1 divide-y divide-border">
            {keys.data.keys.map((apiKey) => (
              <KeyRow key={apiKey.id} apiKey={apiKey} />
            ))}
          </ul>
        )}
      </section>
      <WebhookSettings />
      <p className="text-sm">
        <a href="/api-documentation" className="text-primary underline underline-offset-4">
          {S.docsLink}
        </a>
      </p>
    </div>
  );
}
