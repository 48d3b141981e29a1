import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { createInvite, exportUrl, invitesQuery, revokeInvite, type InviteRole } from '../api';

const panel = 'rounded-xl border border-border bg-card p-4 shadow-sm';
const ROLE_TEXT: Record<InviteRole, string> = { participant: 'Participants add notes, vote and write action items', viewer: 'Viewers watch and cannot change anything' };

/** The facilitator's invite links (each shown once, when made), the summary and the board's exports. */
export function InvitePanel({ sessionId }: { sessionId: string }) {
  const queryClient = useQueryClient();
  const invites = useQuery(invitesQuery(sessionId));
  const [made, setMade] = useState<{ role: InviteRole; url: string } | null>(null);
  const create = useMutation({
    mutationFn: (role: InviteRole) => createInvite(sessionId, { role }),
    onSuccess: ({ url, invite }) => {
      setMade({ role: invite.role, url });
      void queryClient.invalidateQueries({ queryKey: invitesQuery(sessionId).queryKey });
    },
  });
  const revoke = useMutation({
    mutationFn: (inviteId: string) => revokeInvite(sessionId, inviteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesQuery(sessionId).queryKey }),
  });
  const active = (invites.data ?? []).filter((invite) => invite.revokedAt === null);
  return (
    <section className={panel} aria-labelledby="invite-title">
      <h2 id="invite-title" className="font-semibold">
        Invite people
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Anyone with a link joins with a name of their choice, no account needed. Revoke a link to shut its guests out.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {(['participant', 'viewer'] as const).map((role) => (
          <Button key={role} size="sm" variant="outline" disabled={create.isPending} onClick={() => create.mutate(role)} title={ROLE_TEXT[role]}>
            {role === 'participant' ? 'Participant link' : 'Viewer link'}
          </Button>
        ))}
      </div>
      {create.error && <p className="mt-2 text-sm text-destructive">{create.error.message}</p>}
      {made && (
        <div className="mt-3">
          <label htmlFor="invite-url" className="text-sm font-medium">{`New ${made.role} link (copy it now: it is not shown again)`}</label>
          <div className="mt-1 flex gap-2">
            <Input id="invite-url" readOnly value={made.url} onFocus={(event) => event.target.select()} data-testid="invite-url" />
            <Button size="sm" variant="outline" onClick={() => void navigator.clipboard?.writeText(made.url)}>
              Copy
            </Button>
          </div>
        </div>
      )}
      {active.length > 0 && (
        <ul className="mt-3 space-y-1.5 text-sm">
          {active.map((invite) => (
            <li key={invite.id} className="flex items-center justify-between gap-2">
              <span>
                {invite.role === 'participant' ? 'Participant' : 'Viewer'} link, made {new Date(invite.createdAt).toLocaleString()}
              </span>
              <Button size="sm" variant="ghost" disabled={revoke.isPending} onClick={() => revoke.mutate(invite.id)}>
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-4 text-sm font-semibold">Export</h3>
      <p className="mt-1 flex flex-wrap gap-3 text-sm">
        <Link className="font-medium text-primary underline underline-offset-4" to={`/collaborative-session/${sessionId}/summary`}>
          Summary and PDF
        </Link>
        <a className="font-medium text-primary underline underline-offset-4" href={exportUrl(sessionId, 'md')} download>
          Markdown
        </a>
        <a className="font-medium text-primary underline underline-offset-4" href={exportUrl(sessionId, 'csv')} download>
          CSV
        </a>
      </p>
    </section>
  );
}
