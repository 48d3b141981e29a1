import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { CATEGORY_TITLES } from '@sightline/shared/report/category-titles';
import { SIX_HATS_AGENDA, type AgendaKind } from '@sightline/shared/sessions';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { biasReportQuery } from '../../features/bias/api';
import { reportQuery } from '../../features/reports/api';
import { topFixes } from '../../features/reports/findings';
import { createSession, sessionsQuery, startingCardsQuery } from '../../features/sessions/api';
import { surveyQuery } from '../../features/surveys/api';
import { SessionsList } from '../../features/sessions/components/sessions-list';
import { useDocumentTitle } from '../../lib/use-document-title';

const MAX_CARDS = 12;

const cardCount = (count: number, what: [string, string]) => `${count} ${count === 1 ? what[0] : what[1]}`;

/**
 * Where the board's first cards come from (?analysis=, ?survey= or ?bias=): what the start request
 * sends, the title it suggests, and a line saying what the board will start with. An analysis's cards
 * are its report's top fixes, picked here; a survey's and a bias report's are the server's.
 */
function useStartingSource(search: URLSearchParams) {
  const analysisId = search.get('analysis');
  const surveyId = analysisId === null ? search.get('survey') : null;
  const biasReportId = analysisId === null && surveyId === null ? search.get('bias') : null;
  const report = useQuery({ ...reportQuery(analysisId ?? ''), enabled: analysisId !== null });
  const survey = useQuery({ ...surveyQuery(surveyId ?? ''), enabled: surveyId !== null });
  const bias = useQuery({ ...biasReportQuery(biasReportId ?? ''), enabled: biasReportId !== null });
  const cards = useQuery({ ...startingCardsQuery(surveyId !== null ? { surveyId } : { biasReportId: biasReportId ?? '' }), enabled: surveyId !== null || biasReportId !== null });
  if (analysisId !== null) {
    const fixes = report.data ? topFixes(report.data.report, MAX_CARDS) : [];
    return {
      pending: report.isPending,
      error: report.error,
      defaultTitle: report.data ? `Review of ${report.data.analysis.domain}` : '',
      summary: `The board starts with this report's top ${cardCount(fixes.length, ['fix', 'fixes'])} as cards.`,
      body: {
        analysisId,
        cards: fixes.map((fix) => ({ text: fix.finding.title, source: `Finding · ${CATEGORY_TITLES[fix.finding.category]}`, link: { kind: 'finding' as const, ref: fix.finding.id, label: fix.finding.title } })),
      },
    };
  }
  if (surveyId !== null) {
    const count = cards.data?.length ?? 0;
    return {
      pending: survey.isPending || cards.isPending,
      error: survey.error ?? cards.error,
      defaultTitle: survey.data ? `Answers to ${survey.data.survey.title}` : '',
      summary: count === 0 ? 'This survey has no written answers yet: the board starts empty.' : `The board starts with the survey's ${cardCount(count, ['newest written answer', 'newest written answers'])} as cards, each linked to its response.`,
      body: { surveyId },
    };
  }
  if (biasReportId !== null) {
    const count = cards.data?.length ?? 0;
    return {
      pending: bias.isPending || cards.isPending,
      error: bias.error ?? cards.error,
      defaultTitle: bias.data ? `Review of ${bias.data.report.title}` : '',
      summary: count === 0 ? 'This bias report has no findings: the board starts empty.' : `The board starts with the report's ${cardCount(count, ['finding', 'findings'])} as cards, most severe first.`,
      body: { biasReportId },
    };
  }
  return null;
}

/** /collaborative-session: start a board (blank, or with the cards of an analysis, a survey or a bias report), and the sessions already started. */
export function SessionsStartPage() {
  useDocumentTitle('Collaborative sessions');
  const source = useStartingSource(useSearchParams()[0]);
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
  const defaultTitle = source?.defaultTitle.slice(0, 120) ?? '';
  const ready = source === null || (!source.pending && !source.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    start.mutate({ title: (title.trim() || defaultTitle).slice(0, 120), agenda, ...source?.body });
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
        {source && (
          <p className="text-sm text-muted-foreground" data-testid="starting-cards">
            {source.pending ? 'Reading where the cards come from…' : source.error ? `The cards cannot be read: ${source.error.message}` : source.summary}
          </p>
        )}
        {start.error && <p className="text-sm text-destructive">{start.error.message}</p>}
        <div>
          <Button type="submit" disabled={start.isPending || (title.trim() === '' && defaultTitle === '') || !ready}>
            Start the session
          </Button>
        </div>
      </form>
      <SessionsList heading="Your sessions" />
    </div>
  );
}
