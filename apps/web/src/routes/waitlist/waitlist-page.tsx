import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, LoaderCircle, Mail } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { startAnalysis } from '../../features/analysis/start-analysis';
import { rerunSiteCheck, siteCheckWaitlistPath } from '../../features/bias/api';
import { analysisQuery, requestNotification, rerunAnalysis } from '../../features/reports/api';
import { rememberReport } from '../../features/reports/remember-report';
import type { AnalysisSummary, PageInProgress } from '../../features/reports/types';
import { useAnalysisEvents } from '../../features/reports/use-analysis-events';
import { toast } from '../../features/toast/toast-store';
import { formatDuration } from '../../features/waitlist/format-duration';
import { currentPageStep, estimateRemainingMs, fractionOf, pagesOf, stepOf } from '../../features/waitlist/progress';
import { WAITLIST_STRINGS as S } from '../../features/waitlist/strings';
import { waitlistParams, waitlistPath } from '../../features/waitlist/waitlist-params';
import { cn } from '../../lib/utils';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The spec's screens and routes: where a submitted domain lands, with domain, syntheticId and analysisStarted. */
export function WaitlistPage() {
  useDocumentTitle(S.title);
  const [params] = useSearchParams();
  const waitlist = waitlistParams(params);
  const { domain, syntheticId } = waitlist;

  if (!domain && !syntheticId) {
    return (
      <Shell icon="alert" heading={S.emptyHeading} text={S.emptyText}>
        <Link to="/" className={cn(buttonVariants(), 'mt-8')}>
          {S.startOne}
        </Link>
      </Shell>
    );
  }
  if (!waitlist.started) return <NotStarted domain={domain} />;
  return <Progress syntheticId={waitlist.syntheticId} biasReport={waitlist.biasReport} />;
}

/** The analysis could not be loaded (its loader failed): not this browser's, or not there at all. */
export function WaitlistError() {
  useDocumentTitle(S.title);
  return <Shell icon="alert" heading={S.notVisibleHeading} text={S.notVisibleText} />;
}

function Shell({ icon, heading, text, children }: { icon: 'alert' | 'check' | 'spinner'; heading: string; text?: string; children?: React.ReactNode }) {
  const Icon = icon === 'alert' ? CircleAlert : icon === 'check' ? CircleCheck : LoaderCircle;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <Icon className={cn('size-10', icon === 'alert' ? 'text-amber-600' : icon === 'check' ? 'text-emerald-600' : 'animate-spin text-primary')} aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-balance sm:text-3xl">{heading}</h1>
      {text && <p className="mt-3 text-muted-foreground">{text}</p>}
      {children}
    </div>
  );
}

function NotStarted({ domain }: { domain: string }) {
  return (
    <Shell icon="alert" heading={S.notStartedHeading(domain)} text={S.notStartedText}>
      <RetryActions start={() => startAnalysis(domain, 'homepage')} disabled={domain === ''} />
    </Shell>
  );
}

/** Below this, a countdown in seconds would claim a precision the estimate does not have. */
const SOON_MS = 5_000;

function useNow(active: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** `biasReport`: the site report to open when done, for a site check started on /bias-detection; else the analysis's standard report. */
function Progress({ syntheticId, biasReport }: { syntheticId: string; biasReport: string | null }) {
  const navigate = useNavigate();
  const { analysis } = useSuspenseQuery(analysisQuery(syntheticId)).data;
  const finished = analysis.status === 'completed' || analysis.status === 'failed';
  useAnalysisEvents(syntheticId, !finished);
  const now = useNow(!finished);
  const reportPath = biasReport ? `/bias-detection/${biasReport}` : `/standard-report/${syntheticId}`;

  useEffect(() => {
    if (analysis.status !== 'completed') return;
    rememberReport(syntheticId);
    navigate(reportPath);
  }, [analysis.status, syntheticId, reportPath, navigate]);

  if (analysis.status === 'failed') {
    return (
      <Shell icon="alert" heading={S.failedHeading(analysis.domain)} text={S.failedText}>
        <p className="mt-3 rounded-lg border border-border bg-muted/50 p-4 text-sm">{analysis.error}</p>
        {/* The same settings and analysis types again (a site check stays a site check, with a report of its own). */}
        <RetryActions
          start={() =>
            biasReport ? rerunSiteCheck(biasReport).then(siteCheckWaitlistPath) : rerunAnalysis(syntheticId).then((next) => waitlistPath(analysis.domain, next.syntheticId))
          }
        />
      </Shell>
    );
  }
  if (analysis.status === 'completed') {
    return (
      <Shell icon="check" heading={S.doneHeading(analysis.domain)}>
        <Link to={reportPath} className={cn(buttonVariants(), 'mt-8')}>
          {S.openReport}
        </Link>
      </Shell>
    );
  }
  return (
    <Shell icon="spinner" heading={S.runningHeading(analysis.domain)}>
      <ProgressCard analysis={analysis} now={now} />
      <NotifyForm syntheticId={syntheticId} requested={analysis.notifyRequested} />
      <p className="mt-6 text-xs text-muted-foreground">
        {S.reference}: <code className="font-mono">{syntheticId}</code>
      </p>
    </Shell>
  );
}

/** `start` starts the analysis again and resolves to its waitlist. */
function RetryActions({ start, disabled = false }: { start: () => Promise<string>; disabled?: boolean }) {
  const navigate = useNavigate();
  const retry = useMutation({
    mutationFn: start,
    onSuccess: (path) => navigate(path, { replace: true }),
    onError: (error) => toast({ variant: 'destructive', title: S.retryFailedTitle, description: error instanceof Error ? error.message : S.retryFailedFallback }),
  });
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <Button onClick={() => retry.mutate()} disabled={retry.isPending || disabled}>
        {retry.isPending ? S.retrying : S.retry}
      </Button>
      <Link to="/" className={buttonVariants({ variant: 'outline' })}>
        {S.analyseAnother}
      </Link>
    </div>
  );
}

function ProgressCard({ analysis, now }: { analysis: AnalysisSummary; now: number }) {
  const step = stepOf(analysis);
  const fraction = fractionOf(analysis);
  const startedAt = new Date(analysis.startedAt ?? analysis.createdAt).getTime();
  const remaining = estimateRemainingMs(analysis, now);
  const found = Math.max(analysis.pagesFound, analysis.pagesDone);
  const pageStep = currentPageStep(analysis);
  return (
    <Card className="mt-8">
      <CardContent className="p-5 text-foreground">
        <div className="flex items-baseline justify-between gap-4 text-sm">
          <span className="font-medium" data-testid="progress-pages">
            {found > 0 ? S.pages(analysis.pagesDone, found) : S.steps[step]}
          </span>
          <span className="tabular-nums text-muted-foreground">{Math.round(fraction * 100)}%</span>
        </div>
        <div className="mt-2 h-2.5 overflow-hidden rounded-full bg-muted" role="progressbar" aria-label={S.title} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(fraction * 100)}>
          <div className="h-full rounded-full bg-primary transition-[width] duration-700" style={{ width: `${fraction * 100}%` }} />
        </div>
        {pageStep && <PageStep step={pageStep} several={pagesOf(analysis) > 1} />}
        <ol className="mt-5 space-y-2 text-sm" aria-label="Stages">
          {S.steps.map((label, index) => (
            <li key={label} className={cn('flex items-center gap-2', index > step && 'text-muted-foreground')} aria-current={index === step ? 'step' : undefined}>
              {index < step ? (
                <CircleCheck className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
              ) : index === step ? (
                <LoaderCircle className="size-4 shrink-0 animate-spin text-primary" aria-hidden="true" />
              ) : (
                <span className="size-4 shrink-0 rounded-full border border-border" aria-hidden="true" />
              )}
              <span className={cn(index === step && 'font-medium')}>{label}</span>
            </li>
          ))}
        </ol>
        <dl className="mt-5 grid grid-cols-2 gap-4 border-t border-border pt-4 text-sm">
          <div>
            <dt className="text-muted-foreground">{S.elapsed}</dt>
            <dd className="font-medium tabular-nums" data-testid="progress-elapsed">
              {formatDuration(now - startedAt)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{S.estimate}</dt>
            <dd className="font-medium tabular-nums" data-testid="progress-estimate">
              {step === 3 ? S.estimateAlmost : remaining === null ? S.estimateUnknown : remaining < SOON_MS ? S.estimateSoon : formatDuration(remaining)}
            </dd>
          </div>
        </dl>
        {step === 0 && <p className="mt-4 text-xs text-muted-foreground">{S.queuedNote}</p>}
        {analysis.attempts > 1 && <p className="mt-4 text-xs text-muted-foreground">{S.retryNote(analysis.attempts)}</p>}
      </CardContent>
    </Card>
  );
}

/** What is happening right now, in words: the step the page that moved last is on, and on which view. */
function PageStep({ step, several }: { step: PageInProgress; several: boolean }) {
  const words = S.pageSteps[step.stage]?.(S.deviceViews[step.device] ?? step.device) ?? S.pageStepOther;
  return (
    <div className="mt-3 text-sm" data-testid="progress-step">
      <p>{words}</p>
      {several && <p className="mt-0.5 truncate text-xs text-muted-foreground">{S.pageBeingAnalysed(step.url)}</p>}
    </div>
  );
}

function NotifyForm({ syntheticId, requested }: { syntheticId: string; requested: boolean }) {
  const [email, setEmail] = useState('');
  const notify = useMutation({ mutationFn: () => requestNotification(syntheticId, email) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    notify.mutate();
  };
  return (
    <Card className="mt-6">
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2">
          <Mail className="size-4" aria-hidden="true" />
          {S.emailHeading}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p>{requested ? S.emailRequested : S.emailText}</p>
        {notify.isSuccess ? (
          <p className="mt-3 font-medium text-emerald-700" role="status">
            {S.emailDone(notify.data.message)}
          </p>
        ) : (
          <form onSubmit={submit} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex-1">
              <Label htmlFor="notify-email">{S.emailLabel}</Label>
              <Input id="notify-email" type="email" required autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} className="mt-1" />
            </div>
            <Button type="submit" variant="secondary" disabled={notify.isPending}>
              {notify.isPending ? S.emailSending : S.emailSubmit}
            </Button>
          </form>
        )}
        {notify.isError && (
          <p className="mt-2 text-destructive" role="alert">
            {notify.error.message}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
