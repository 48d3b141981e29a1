import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { sessionsQuery } from '../api';

const changed = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The owner's collaborative sessions, for the list of their reports and the sessions' start page; nothing when there are none. */
export function SessionsList({ heading = 'Collaborative sessions' }: { heading?: string }) {
  const sessions = useQuery(sessionsQuery());
  if (!sessions.data || sessions.data.length === 0) return null;
  return (
    <section aria-labelledby="sessions-list-title" className="mt-10">
      <h2 id="sessions-list-title" className="text-lg font-semibold">
        {heading}
      </h2>
      <ul className="mt-3 divide-y divide-border rounded-xl border border-border bg-card" data-testid="sessions-list">
        {sessions.data.map((session) => (
          <li key={session.id}>
            <Link to={`/collaborative-session/${session.id}`} className="flex items-center justify-between gap-4 px-4 py-3 hover:bg-muted/60">
              <span className="min-w-0">
                <span className="block truncate font-medium">{session.title}</span>
                <span className="block text-xs text-muted-foreground">{`Last changed ${changed(session.updatedAt)}`}</span>
              </span>
              <span className="shrink-0 text-sm text-muted-foreground">{session.agenda === 'six-hats' ? 'Six thinking hats' : 'Free agenda'}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
