import { useQuery } from '@tanstack/react-query';
import { sessionsQuery } from '../api';
import { SessionListItem } from './session-list-item';

/** The owner's collaborative sessions, on the sessions' start page; nothing when there are none. */
export function SessionsList({ heading }: { heading: string }) {
  const sessions = useQuery(sessionsQuery());
  if (!sessions.data || sessions.data.length === 0) return null;
  return (
    <section aria-labelledby="sessions-list-title" className="mt-10">
      <h2 id="sessions-list-title" className="text-lg font-semibold">
        {heading}
      </h2>
      <ul className="mt-3 divide-y divide-border rounded-xl border border-border bg-card" data-testid="sessions-list">
        {sessions.data.map((session) => (
          <SessionListItem key={session.id} session={session} />
        ))}
      </ul>
    </section>
  );
}
