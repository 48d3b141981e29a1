import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';
import type { User } from '../../auth/auth-api';
import { endSession } from '../../auth/session';
import { toast } from '../../toast/toast-store';
import { deleteAccount, deletionPlanQuery, type DeletionFate } from '../api';
import { DASHBOARD_STRINGS as S } from '../strings';

const FATE_STYLE: Record<DeletionFate, string> = {
  deleted: 'border-red-700/30 bg-red-50 text-red-800',
  anonymised: 'border-amber-700/30 bg-amber-50 text-amber-900',
  kept: 'border-border bg-muted text-foreground',
};

/** The server's own account of what deletion does, kind by kind with the counts, then the password to confirm. */
function DeletionPlan({ user, onCancel }: { user: User; onCancel: () => void }) {
  const plan = useQuery(deletionPlanQuery(user.id));
  const [password, setPassword] = useState('');
  const passwordId = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => deleteAccount(password),
    onSuccess: async () => {
      await endSession(queryClient);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== '/api/auth/me' });
      toast({ title: S.danger.done, description: S.danger.doneText });
      await navigate('/');
    },
  });
  if (plan.isPending) return <p className="mt-4 text-sm text-muted-foreground">{S.danger.loading}</p>;
  if (plan.isError) return <p className="mt-4 text-sm text-destructive">{S.danger.loadFailed}</p>;
  function submit(event: FormEvent) {
    event.preventDefault();
    remove.mutate();
  }
  return (
    <div className="mt-4 space-y-4">
      <p className="text-sm">{S.danger.lead}</p>
      <ul className="divide-y divide-border rounded-lg border border-border" data-testid="deletion-plan">
        {plan.data.map((item) => (
          <li key={item.kind} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-start sm:gap-4">
            <span className={cn('inline-flex w-fit shrink-0 rounded-full border px-2.5 py-0.5 text-xs font-medium sm:w-28 sm:justify-center', FATE_STYLE[item.fate])}>{S.danger.fate[item.fate]}</span>
            <span className="min-w-0 text-sm">
              <span className="font-medium">
                {item.label}
                {item.count !== null && <span className="tabular-nums">{`: ${item.count}`}</span>}
              </span>
              <span className="block text-muted-foreground">{item.detail}</span>
            </span>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="space-y-3">
        <div className="max-w-sm space-y-1.5">
          <Label htmlFor={passwordId}>{S.danger.password}</Label>
          <Input id={passwordId} type="password" value={password} required autoComplete="current-password" onChange={(event) => setPassword(event.target.value)} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="destructive" disabled={remove.isPending || password === ''}>
            {remove.isPending ? S.danger.deleting : S.danger.confirm}
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={remove.isPending}>
            {S.danger.cancel}
          </Button>
        </div>
        {remove.isError && (
          <p role="alert" className="text-sm text-destructive">
            {`${S.danger.failed}: ${remove.error.message}`}
          </p>
        )}
      </form>
    </div>
  );
}

/** Deleting the account: first what it does to each kind of data (counted by the server), then a password to confirm. */
export function DeleteAccount({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button variant="outline" className="mt-3 border-destructive/40 text-destructive hover:bg-destructive/5" onClick={() => setOpen(true)}>
        {S.danger.show}
      </Button>
    );
  return <DeletionPlan user={user} onCancel={() => setOpen(false)} />;
}
