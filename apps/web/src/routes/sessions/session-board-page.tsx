import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { sessionQuery } from '../../features/auth/session';
import { joinQuery } from '../../features/sessions/api';
import { Board } from '../../features/sessions/components/board';
import { readStorage, writeStorage } from '../../lib/storage';
import { useDocumentTitle } from '../../lib/use-document-title';

const NAME_KEY = 'sightline_session_name';
const participantKey = (sessionId: string) => `sightline_session_participant:${sessionId}`;

/** The id this browser voted under in this session before, so a reload keeps its dots; made once. */
function participantId(sessionId: string): string {
  const stored = readStorage(participantKey(sessionId));
  if (stored && /^[a-z0-9]{8,32}$/.test(stored)) return stored;
  const made = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  writeStorage(participantKey(sessionId), made);
  return made;
}

/** /collaborative-session/{id}: the owner opens the board at once; a guest (an invite link's #invite=…) gives a name first. */
export function SessionBoardPage() {
  const { sessionId = '' } = useParams();
  const invite = /(?:^|[#&])invite=([A-Za-z0-9_-]{43})(?:&|$)/.exec(useLocation().hash)?.[1];
  useDocumentTitle('Collaborative session');
  return invite ? <GuestJoin sessionId={sessionId} invite={invite} /> : <OwnerJoin sessionId={sessionId} />;
}

function OwnerJoin({ sessionId }: { sessionId: string }) {
  const account = useQuery(sessionQuery());
  const name = account.data?.user.name || 'Facilitator';
  const joined = useQuery({ ...joinQuery(sessionId, { name, participantId: participantId(sessionId) }), enabled: !account.isPending });
  if (joined.error) return <JoinError message={joined.error.message} />;
  if (!joined.data) return <Loading />;
  return <Board joined={joined.data} />;
}

function GuestJoin({ sessionId, invite }: { sessionId: string; invite: string }) {
  const [name, setName] = useState<string | null>(null);
  const [draft, setDraft] = useState(() => readStorage(NAME_KEY) ?? '');
  const joined = useQuery({ ...joinQuery(sessionId, { invite, name: name ?? '', participantId: participantId(sessionId) }), enabled: name !== null });
  if (name === null) {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      if (draft.trim() === '') return;
      writeStorage(NAME_KEY, draft.trim());
      setName(draft.trim());
    };
    return (
      <div className="mx-auto max-w-md px-4 py-14">
        <h1 className="text-2xl font-bold tracking-tight">Join the session</h1>
        <p className="mt-2 text-muted-foreground">You were invited to a Sightline board. Pick the name the others will see; no account is needed.</p>
        <form className="mt-6 grid gap-3" onSubmit={submit}>
          <Label htmlFor="guest-name">Your name</Label>
          <Input id="guest-name" autoFocus maxLength={60} value={draft} onChange={(event) => setDraft(event.target.value)} autoComplete="name" />
          <Button type="submit" disabled={draft.trim() === ''}>
            Join
          </Button>
        </form>
      </div>
    );
  }
  if (joined.error) return <JoinError message={joined.error.message} />;
  if (!joined.data) return <Loading />;
  return <Board joined={joined.data} />;
}

function Loading() {
  return (
    <div className="flex justify-center py-20" role="status">
      <Spinner />
      <span className="sr-only">Opening the board…</span>
    </div>
  );
}

function JoinError({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-md px-4 py-14">
      <h1 className="text-2xl font-bold tracking-tight">This board cannot be opened</h1>
      <p className="mt-2 text-muted-foreground">{message}</p>
      <p className="mt-4">
        <Link to="/collaborative-session" className="font-medium text-primary underline underline-offset-4">
          Start a session of your own
        </Link>
      </p>
    </div>
  );
}
