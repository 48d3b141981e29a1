import { Link } from 'react-router';
import type { SessionSummary } from '../api';

const changed = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One session in a list: its board, and its summary beside it (to read, print or download). */
export function SessionListItem({ session }: { session: SessionSummary }) {
  return (
    <li className="flex items-center justify-between gap-4 hover:bg-muted/60" data-testid="report-list-session">
      <Link to={`/collaborative-session/${session.id}`} className="min-w-0 flex-1 px-4 py-3">
        <span className="block truncate font-medium">{session.title}</span>
        <span className="block text-xs text-muted-foreground">{`Collaborative session · ${session.agenda === 'six-hats' ? 'six thinking hats' : 'free agenda'} · last changed ${changed(session.updatedAt)}`}</span>
      </Link>
      <Link to={`/collaborative-session/${session.id}/summary`} className="shrink-0 px-4 py-3 text-sm font-medium text-primary underline-offset-4 hover:underline" aria-label={`Summary of ${session.title}`}>
        Summary
      </Link>
    </li>
  );
}
