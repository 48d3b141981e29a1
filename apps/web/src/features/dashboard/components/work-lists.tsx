import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { biasReportsQuery } from '../../bias/api';
import { biasReportEntry } from '../../bias/report-links';
import { ideasQuery } from '../../ideas/api';
import { myAnalysesQuery } from '../../reports/api';
import { sessionsQuery } from '../../sessions/api';
import { surveysQuery } from '../../surveys/api';
import { DASHBOARD_STRINGS as S } from '../strings';

const SHOWN = 5;

interface Row {
  id: string;
  to: string;
  label: string;
  meta: string;
  status: string;
}

/** One kind of work: its most recent items with their status, a link to all of them, or a way to start one. */
function WorkCard({ id, kind, rows, pending, failed, startTo }: { id: string; kind: (typeof S.kinds)[keyof typeof S.kinds]; rows: Row[] | undefined; pending: boolean; failed: boolean; startTo: string }) {
  let body: ReactNode;
  if (pending) body = <p className="px-4 py-3 text-sm text-muted-foreground">…</p>;
  else if (failed || !rows) body = <p className="px-4 py-3 text-sm text-destructive">{S.loadFailed}</p>;
  else if (rows.length === 0)
    body = (
      <div className="px-4 py-3 text-sm">
        <p className="text-muted-foreground">{kind.empty}</p>
        <Link to={startTo} className={`${buttonVariants({ variant: 'outline', size: 'sm' })} mt-3`}>
          {kind.start}
        </Link>
      </div>
    );
  else
    body = (
      <ul className="divide-y divide-border">
        {rows.slice(0, SHOWN).map((row) => (
          <li key={row.id}>
            <Link to={row.to} className="flex items-center justify-between gap-3 px-4 py-2.5 hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <span className="min-w-0">
                <span className="block truncate text-sm font-medium">{row.label}</span>
                <span className="block text-xs text-muted-foreground">{row.meta}</span>
              </span>
              <span className="shrink-0 text-right text-xs text-muted-foreground">{row.status}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col rounded-xl border border-border bg-card" data-testid={`dashboard-${id}`}>
      <div className="flex items-baseline justify-between gap-3 border-b border-border px-4 py-3">
        <h3 id={`${id}-title`} className="font-semibold">
          {kind.title}
          {rows && rows.length > 0 && <span className="ml-2 text-sm font-normal text-muted-foreground tabular-nums">{rows.length}</span>}
        </h3>
        {rows && rows.length > SHOWN && (
          <Link to={kind.all} className="text-sm font-medium text-primary hover:underline">
            {S.seeAll(rows.length)}
          </Link>
        )}
      </div>
      {body}
    </section>
  );
}

/** The account's (and this browser's) analyses, surveys, ideas, bias reports and sessions, from the lists each area already serves. */
export function WorkLists() {
  const analyses = useQuery(myAnalysesQuery());
  const bias = useQuery(biasReportsQuery());
  const surveys = useQuery(surveysQuery());
  const ideas = useQuery(ideasQuery());
  const sessions = useQuery(sessionsQuery());

  // A site check is a DECEPTIVE_DESIGN analysis: listed once, as the bias report that shows it.
  const siteChecks = new Set((bias.data ?? []).flatMap((report) => (report.kind === 'site' ? [report.syntheticId] : [])));
  const analysisRows = analyses.data?.analyses
    .filter((analysis) => !siteChecks.has(analysis.syntheticId))
    .map((analysis) => ({
      id: analysis.syntheticId,
      to:
        analysis.status === 'completed'
          ? `/standard-report/${analysis.syntheticId}`
          : `/waitlist?${new URLSearchParams({ domain: analysis.domain, syntheticId: analysis.syntheticId, analysisStarted: 'true' }).toString()}`,
      label: analysis.domain,
      meta: S.created(analysis.createdAt),
      status: analysis.status === 'completed' && analysis.scores?.overall != null ? S.score(analysis.scores.overall) : S.analysisStatus[analysis.status],
    }));
  const biasRows = bias.data?.map((report) => {
    const entry = biasReportEntry(report);
    return { id: report.id, to: entry.to, label: entry.label, meta: `${entry.kind} · ${S.created(report.createdAt)}`, status: entry.outcome };
  });
  const surveyRows = surveys.data?.surveys.map((survey) => ({
    id: survey.id,
    to: survey.status === 'draft' ? `/surveys/${survey.id}/edit` : `/surveys/${survey.id}/results`,
    label: survey.title,
    meta: S.changed(survey.updatedAt),
    status: `${S.surveyStatus[survey.status]} · ${S.responses(survey.responses.complete)}`,
  }));
  const ideaRows = ideas.data?.map((idea) => ({
    id: idea.id,
    to: `/idea-validation/${idea.id}`,
    label: idea.name,
    meta: S.created(idea.createdAt),
    status: `${S.surveyStatus[idea.surveyStatus]} · ${S.responses(idea.responses)}`,
  }));
  const sessionRows = sessions.data?.map((session) => ({ id: session.id, to: `/collaborative-session/${session.id}`, label: session.title, meta: S.changed(session.updatedAt), status: S.agenda(session.agenda) }));

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <WorkCard id="analyses" kind={S.kinds.analyses} rows={analysisRows} pending={analyses.isPending || bias.isPending} failed={analyses.isError} startTo="/" />
      <WorkCard id="surveys" kind={S.kinds.surveys} rows={surveyRows} pending={surveys.isPending} failed={surveys.isError} startTo="/surveys" />
      <WorkCard id="ideas" kind={S.kinds.ideas} rows={ideaRows} pending={ideas.isPending} failed={ideas.isError} startTo="/idea-validation" />
      <WorkCard id="bias" kind={S.kinds.bias} rows={biasRows} pending={bias.isPending} failed={bias.isError} startTo="/bias-detection" />
      <WorkCard id="sessions" kind={S.kinds.sessions} rows={sessionRows} pending={sessions.isPending} failed={sessions.isError} startTo="/collaborative-session" />
    </div>
  );
}
