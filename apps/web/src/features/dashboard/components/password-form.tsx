import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../toast/toast-store';
import { changePassword } from '../api';
import { DASHBOARD_STRINGS as S } from '../strings';

/** Changes the password with the current one; the server signs out every other device. */
export function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const ids = { current: useId(), next: useId(), help: useId() };
  const save = useMutation({
    mutationFn: () => changePassword(current, next),
    onSuccess: () => {
      setCurrent('');
      setNext('');
      toast({ title: S.password.saved, description: S.password.savedText });
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-1.5">
        <Label htmlFor={ids.current}>{S.password.current}</Label>
        <Input id={ids.current} type="password" value={current} required autoComplete="current-password" onChange={(event) => setCurrent(event.target.value)} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={ids.next}>{S.password.next}</Label>
        <Input id={ids.next} type="password" value={next} required minLength={8} maxLength={256} autoComplete="new-password" aria-describedby={ids.help} onChange={(event) => setNext(event.target.value)} />
        <p id={ids.help} className="text-xs text-muted-foreground">
          {S.password.nextHelp}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? S.password.saving : S.password.save}
        </Button>
        {save.isError && (
          <p role="alert" className="text-sm text-destructive">
            {`${S.password.failed}: ${save.error.message}`}
          </p>
        )}
      </div>
    </form>
  );
}
