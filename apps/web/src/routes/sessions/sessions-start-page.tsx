import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { CATEGORY_TITLES } from '@sightline/shared/report/category-titles';
import { SIX_HATS_AGENDA, type AgendaKind } from '@sightline/shared/sessions';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { reportQuery } from '../../features/reports/api';
import { topFixes } from '../../features/reports/findings';
import { createSession, sessionsQuery } from '../../features/sessions/api';
import { SessionsList } from '../../features/sessions/components/sessions-list';
import { useDocumentTitle } from '../../lib/use-document-title';

const MAX_CARDS = 12;

/** /collaborative-session: start a board (blank, or ?analysis={id}: that report's top fixes as cards), and the sessions already started. */
export function SessionsStartPage() {
  useDocumentTitle('Collaborative sessions');
  const analysisId = useSearchParams()[0].get('analysis');
  const report = useQuery({ ...reportQuery(analysisId ?? ''), enabled: analysisId !== null });
  const fixes = report.data ? topFixes(report.data.report, MAX_CARDS) : [];
  const [title, setTitle] = useState('');
  const [agenda, setAgenda] = useState<AgendaKind>('six-hats');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: createSession,
    onSuccess: (session) => {
      void queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey });
      void navigate(`/collaborative-session/${session.id}`);
    },
  });
  const defaultTitle = report.data ? `Review of ${report.data.analysis.domain}` : '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cards = fixes.map((fix) => ({ text: fix.finding.title, source: `Finding · ${CATEGORY_TITLES[fix.finding.category]}` }));
    start.mutate({ title: (title.trim() || defaultTitle).slice(0, 120), agenda, ...(analysisId && report.data ? { analysisId, cards } : {}) });
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-balance">Review findings together</h1>
      <p className="mt-3 text-muted-foreground">
        A session is a shared board: sticky notes, clusters, dot voting and action items, live for everyone you invite. You facilitate; guests join by link with a name, as
        participants or viewers.
      </p>
      <form className="mt-8 grid gap-4 rounded-xl border border-border bg-card p-5 shadow-sm" onSubmit={submit}>
        <div className="grid gap-1.5">
          <Label htmlFor="session-title">Title</Label>
          <Input id="session-title" maxLength={120} value={title} placeholder={defaultTitle || 'Checkout review, sprint 12'} onChange={(event) => setTitle(event.target.value)} />
        </div>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">Agenda</legend>
          <label className="flex items-start gap-2 text-sm">
            <input type="radio" name="agenda" className="mt-1" checked={agenda === 'six-hats'} onChange={() => setAgenda('six-hats')} />
            <span>
              <span className="font-medium">Six thinking hats</span>
              <span className="block text-muted-foreground">{`${SIX_HATS_AGENDA.map((phase) => phase.hat).join(' → ')}, each with its prompt and a time box (${SIX_HATS_AGENDA.reduce((sum, phase) => sum + phase.minutes, 0)} minutes in all) on a timer you run.`}</span>
            </span>
          </label>
          <label className="flex items-start gap-2 text-sm">
            <input type="radio" name="agenda" className="mt-1" checked={agenda === 'free'} onChange={() => setAgenda('free')} />
            <span>
              <span className="font-medium">Free agenda</span>
              <span className="block text-muted-foreground">The board only, no phases or timer.</span>
            </span>
          </label>
        </fieldset>
        {analysisId && (
          <p className="text-sm text-muted-foreground">
            {report.isPending
              ? 'Reading the report…'
              : report.error
                ? `The report cannot be read: ${report.error.message}`
                : `The board starts with this report's top ${fixes.length} ${fixes.length === 1 ? 'fix' : 'fixes'} as cards.`}
          </p>
        )}
        {start.error && <p className="text-sm text-destructive">{start.error.message}</p>}
        <div>
          <Button type="submit" disabled={start.isPending || (title.trim() === '' && defaultTitle === '') || (analysisId !== null && !report.data)}>
            Start the session
          </Button>
        </div>
      </form>
      <SessionsList heading="Your sessions" />
    </div>
  );
}
