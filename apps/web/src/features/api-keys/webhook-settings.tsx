import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../toast/toast-store';
import { removeWebhook, saveWebhook, webhookQuery } from './api';
import { when } from './format-time';
import { ShownOnce } from './shown-once';
import { API_KEYS_STRINGS as S } from './strings';

/** The account's one webhook endpoint and how its recent events were delivered. */
export function WebhookSettings() {
  const state = useQuery(webhookQuery());
  const queryClient = useQueryClient();
  const [url, setUrl] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const id = useId();
  const current = url ?? state.data?.endpoint?.url ?? '';
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookQuery().queryKey });

  const save = useMutation({
    mutationFn: (rotateSecret: boolean) => saveWebhook({ url: current.trim(), rotateSecret }),
    onSuccess: async (response) => {
      if (response.secret !== null) setSecret(response.secret);
      setUrl(null);
      await refresh();
      toast({ title: S.webhookSaved });
    },
    onError: (error) => toast({ title: S.failed, description: error.message, variant: 'destructive' }),
  });
  const remove = useMutation({
    mutationFn: removeWebhook,
    onSuccess: async () => {
      setSecret(null);
      setUrl(null);
      await refresh();
      toast({ title: S.webhookRemoved });
    },
    onError: (error) => toast({ title: S.failed, description: error.message, variant: 'destructive' }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(false);
  }

  const endpoint = state.data?.endpoint ?? null;
  return (
    <section className="border-t border-border pt-5">
      <h3 className="text-sm font-semibold">{S.webhookTitle}</h3>
      <p className="mt-1 text-xs text-muted-foreground">{S.webhookHelp}</p>
      <form onSubmit={submit} className="mt-3 space-y-2">
        <Label htmlFor={id}>{S.webhookUrl}</Label>
        <Input id={id} type="url" required placeholder="https://example.com/sightline-events" value={current} onChange={(event) => setUrl(event.target.value)} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={save.isPending || current.trim() === ''}>
            {S.webhookSave}
          </Button>
          {endpoint && (
            <>
              <Button size="sm" variant="outline" disabled={save.isPending} onClick={() => save.mutate(true)}>
                {S.webhookRotate}
              </Button>
              <Button size="sm" variant="outline" disabled={remove.isPending} onClick={() => remove.mutate()}>
                {S.webhookRemove}
              </Button>
            </>
          )}
        </div>
      </form>
      {secret !== null && (
        <div className="mt-3">
          <ShownOnce label={S.webhookSecret} value={secret} testId="webhook-secret" />
        </div>
      )}
      {state.data && state.data.events.length > 0 && (
        <div className="mt-4">
          <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{S.recentEvents}</h4>
          <ul className="mt-1 space-y-1 text-xs">
            {state.data.events.map((event) => (
              <li key={event.id} className="break-words">
                <span className="font-mono">{event.type}</span> · {when(event.createdAt)} · {event.deliveredAt ? S.delivered(when(event.deliveredAt)) : S.pending(event.attempts, event.lastError)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
