import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { Session, User } from '../../auth/auth-api';
import { sessionQuery } from '../../auth/session';
import { toast } from '../../toast/toast-store';
import { updateName } from '../api';
import { DASHBOARD_STRINGS as S } from '../strings';

/** The account's name (its email is how it signs in, and shown read-only). */
export function ProfileForm({ user }: { user: User }) {
  const [name, setName] = useState(user.name);
  const queryClient = useQueryClient();
  const ids = { name: useId(), email: useId(), emailNote: useId() };
  const save = useMutation({
    mutationFn: () => updateName(name.trim()),
    onSuccess: (updated) => {
      // The session is the one copy of the user: the header shows the new name at once.
      queryClient.setQueryData<Session | null>(sessionQuery().queryKey, (session) => (session ? { ...session, user: updated } : session));
      toast({ title: S.profile.saved });
    },
    onError: (error) => toast({ title: S.profile.failed, description: error.message, variant: 'destructive' }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() !== '') save.mutate();
  }
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-1.5">
        <Label htmlFor={ids.name}>{S.profile.name}</Label>
        <Input id={ids.name} value={name} maxLength={100} required autoComplete="name" onChange={(event) => setName(event.target.value)} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.email}>{S.profile.email}</Label>
        <Input id={ids.email} value={user.email} readOnly aria-describedby={ids.emailNote} className="bg-muted/50" />
        <p id={ids.emailNote} className="text-xs text-muted-foreground">
          {S.profile.emailNote}
        </p>
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending || name.trim() === '' || name.trim() === user.name}>
          {save.isPending ? S.profile.saving : S.profile.save}
        </Button>
      </div>
    </form>
  );
}
