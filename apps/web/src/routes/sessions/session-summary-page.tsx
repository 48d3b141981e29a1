import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { FileDown, FileSpreadsheet, FileText, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { linkHref } from '@sightline/shared/sessions';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { DataRouteError } from '../../features/layout/data-route-error';
import { exportUrl, summaryPdfUrl, summaryQuery, type SessionSummaryDetail } from '../../features/sessions/api';
import { NOTE_CLASSES } from '../../features/sessions/components/colours';
import { toast } from '../../features/toast/toast-store';
import { fetchApiFile, saveBlob } from '../../lib/download';
import { cn } from '../../lib/utils';
import { useDocumentTitle } from '../../lib/use-document-title';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' });
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** /collaborative-session/:sessionId/summary (its owner): what the session came to, to read, print and download (its loader fetched it). */
export function SessionSummaryPage() {
  const { sessionId = '' } = useParams();
  const summary = useSuspenseQuery(summaryQuery(sessionId)).data;
  const { session, counts } = summary;
  useDocumentTitle(`Summary: ${session.title}`);
  return (
    // Mounted only with its data (suspense): what the server's PDF printer waits for.
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 print:max-w-none print:py-0" data-report-ready="true">
      <nav aria-label="Breadcrumb" className="text-sm print:hidden">
        <Link to={`/collaborative-session/${session.id}`} className="text-primary underline-offset-4 hover:underline">
          Back to the board
        </Link>
      </nav>
      <header className="mt-3">
        <p className="text-sm font-medium text-primary">Session summary</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight break-words">{session.title}</h1>
        <p className="mt-2 text-muted-foreground">
          {`Started ${day(session.createdAt)}, last changed ${day(session.updatedAt)}. ${plural(counts.notes, 'note', 'notes')} in ${plural(counts.clusters, 'cluster', 'clusters')}, ${plural(counts.comments, 'comment', 'comments')}, ${plural(counts.actions, 'action item', 'action items')}.`}
        </p>
      </header>
      <SummaryToolbar sessionId={session.id} />
      <Agenda summary={summary} />
      <section aria-labelledby="notes-title" className="mt-8">
        <h2 id="notes-title" className="text-xl font-semibold">
          Notes by cluster
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {summary.votesRevealed
            ? `Most votes first; ${plural(counts.voters, 'person', 'people')} voted, with ${plural(summary.votesPerPerson, 'dot', 'dots')} each.`
            : 'The votes are not revealed yet, so none are shown: reveal them on the board.'}
        </p>
        {summary.groups.length === 0 && <p className="mt-3 text-sm">The board has no notes.</p>}
        {summary.groups.map((group) => (
          <section key={group.cluster ?? 'none'} aria-label={group.title} className="mt-5 break-inside-avoid">
            <h3 className="font-semibold">{group.title}</h3>
            <ol className="mt-2 space-y-2">
              {group.notes.map((note) => (
                <li key={note.id} className={cn('rounded-md border px-3 py-2', NOTE_CLASSES[note.colour])} data-testid="summary-note">
                  <p className="flex items-start justify-between gap-3 text-neutral-900">
                    <span className="min-w-0 break-words">{note.text}</span>
                    {note.votes !== null && <span className="shrink-0 text-sm font-semibold">{plural(note.votes, 'vote', 'votes')}</span>}
                  </p>
                  <p className="mt-0.5 text-xs text-neutral-700">
                    {note.author || 'Card'}
                    {note.link && (
                      <>
                        {' · '}
                        <NoteLink summary={summary} link={note.link} />
                      </>
                    )}
                  </p>
                  {note.comments.length > 0 && (
                    <ul className="mt-2 space-y-1 border-t border-black/10 pt-2 text-sm text-neutral-800" aria-label="Comments">
                      {note.comments.map((comment, index) => (
                        <li key={index} className="break-words">
                          <span className="font-medium">{comment.author || 'Someone'}:</span> {comment.text}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ol>
          </section>
        ))}
      </section>
      <section aria-labelledby="actions-title" className="mt-8 break-inside-avoid">
        <h2 id="actions-title" className="text-xl font-semibold">
          Action items
        </h2>
        {summary.actions.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">None were written.</p>
        ) : (
          <ul className="mt-2 divide-y divide-border rounded-lg border border-border">
            {summary.actions.map((action, index) => (
              <li key={index} className="flex items-start gap-3 px-3 py-2 text-sm">
                <span aria-hidden="true">{action.done ? '☑' : '☐'}</span>
                <span className="min-w-0 flex-1 break-words">
                  <span className={cn(action.done && 'line-through')}>{action.text}</span>
                  <span className="sr-only">{action.done ? ' (done)' : ' (open)'}</span>
                  <span className="block text-xs text-muted-foreground">{[action.owner || 'No owner', action.due ? `due ${action.due}` : 'no due date'].join(', ')}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function NoteLink({ summary, link }: { summary: SessionSummaryDetail; link: NonNullable<SessionSummaryDetail['groups'][number]['notes'][number]['link']> }) {
  const href = linkHref(summary.session.source, link);
  const text = `${link.kind === 'finding' ? 'Finding' : 'Response'}: ${link.label}`;
  return href ? (
    <a href={href} className="font-medium text-blue-800 underline underline-offset-2">
      {text}
    </a>
  ) : (
    <span>{text}</span>
  );
}

/** The agenda's phases, the one the group reached marked; nothing for a free agenda. */
function Agenda({ summary }: { summary: SessionSummaryDetail }) {
  if (summary.phases.length === 0) return null;
  return (
    <section aria-labelledby="agenda-title" className="mt-8 break-inside-avoid">
      <h2 id="agenda-title" className="text-xl font-semibold">
        Agenda: six thinking hats
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{`The group reached phase ${summary.phase + 1} of ${summary.phases.length}.`}</p>
      <ol className="mt-3 space-y-1.5 text-sm">
        {summary.phases.map((phase, index) => (
          <li key={index} aria-current={index === summary.phase ? 'step' : undefined} className={cn('rounded-md px-3 py-1.5', index === summary.phase ? 'bg-primary/10 font-medium' : index > summary.phase && 'text-muted-foreground')}>
            {`${index + 1}. ${phase.title} (${phase.minutes} min)`}
            {index === summary.phase && <span className="ml-1">— where the group is</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

type Format = 'pdf' | 'md' | 'csv';

/** The summary's downloads (through the request helper, so a signed-in account's token goes with them) and print. Hidden in print. */
function SummaryToolbar({ sessionId }: { sessionId: string }) {
  const [downloading, setDownloading] = useState<Format | null>(null);
  async function download(format: Format) {
    setDownloading(format);
    try {
      const { blob, filename } = await fetchApiFile(format === 'pdf' ? summaryPdfUrl(sessionId) : exportUrl(sessionId, format), `session.${format}`);
      saveBlob(blob, filename);
    } catch (error) {
      toast({ title: 'The download failed', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    } finally {
      setDownloading(null);
    }
  }
  const file = (format: Format, label: string, Icon: typeof FileDown) => (
    <Button variant="outline" size="sm" onClick={() => void download(format)} disabled={downloading !== null} aria-busy={downloading === format}>
      {downloading === format ? <Spinner /> : <Icon aria-hidden="true" />}
      {downloading === 'pdf' && format === 'pdf' ? 'Making the PDF…' : label}
    </Button>
  );
  return (
    <div role="toolbar" aria-label="Download the summary" className="mt-5 flex flex-wrap gap-2 print:hidden">
      {file('pdf', 'PDF', FileDown)}
      {file('md', 'Markdown', FileText)}
      {file('csv', 'CSV', FileSpreadsheet)}
      <Button variant="outline" size="sm" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        Print
      </Button>
    </div>
  );
}

/** The summary could not be loaded: not this browser's or account's session (one 404 for both), or another failure. */
export function SessionSummaryError() {
  return (
    <DataRouteError
      missing={{ title: 'Session not found', text: 'A session’s summary opens for its facilitator only: in the browser that started it, or signed in to the account that did.' }}
      failedTitle="This summary could not be loaded"
      back={{ to: '/collaborative-session', label: 'Your sessions' }}
    />
  );
}
