import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { Criterion, PriceEvidence, PriceVerdict, Verdict } from '@sightline/shared/research/idea-validation';
import { Badge } from '../../components/ui/badge';
import { buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { ideaQuery, type IdeaDetail } from '../../features/ideas/api';
import { PriceCurves } from '../../features/surveys/results/charts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DataRouteError } from '../../features/layout/data-route-error';
import { cn } from '../../lib/utils';

const VERDICT: Record<Verdict, { label: string; className: string }> = {
  supported: { label: 'Supported', className: 'bg-emerald-100 text-emerald-900 border-emerald-300' },
  'not-supported': { label: 'Not supported', className: 'bg-rose-100 text-rose-900 border-rose-300' },
  'not-enough': { label: 'Not enough answers yet', className: 'bg-amber-100 text-amber-950 border-amber-300' },
};

const pct = (share: number) => `${Math.round(share * 100)} %`;

/** /idea-validation/:id: the evidence scorecard of an idea, read from its survey's answers (its loader fetched it). */
export function IdeaScorecardPage() {
  const { id } = useParams();
  const detail = useSuspenseQuery(ideaQuery(id!)).data;
  useDocumentTitle(`${detail.idea.name}: evidence scorecard`);
  return <Scorecard detail={detail} />;
}

/** The idea could not be loaded: not this browser's or account's (one 404 for both), or another failure. */
export function IdeaRouteError() {
  return (
    <DataRouteError
      missing={{ title: 'Idea not found', text: 'Ideas described without an account open only in the browser that described them; sign in to reach your account’s ideas.' }}
      failedTitle="This idea could not be loaded"
      back={{ to: '/idea-validation', label: 'Idea validation' }}
    />
  );
}

function Scorecard({ detail }: { detail: IdeaDetail }) {
  const { idea, survey, scorecard } = detail;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="text-sm text-muted-foreground">
        <Link to="/idea-validation" className="underline underline-offset-4">
          Idea validation
        </Link>{' '}
        / Evidence scorecard
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance">{idea.name}</h1>
      <p className="mt-3 text-muted-foreground">
        {idea.problem}, for {idea.audience.charAt(0).toLowerCase() + idea.audience.slice(1)}. Today: {idea.currentSolution.charAt(0).toLowerCase() + idea.currentSolution.slice(1)}.
      </p>
      <SurveyPanel detail={detail} />
      <h2 className="mt-10 text-xl font-semibold">The evidence</h2>
      <p className="mt-2 text-sm text-muted-foreground">
        From {scorecard.responses} complete {scorecard.responses === 1 ? 'response' : 'responses'}. A criterion is <strong>supported</strong> only when its whole 95 % interval is
        above the threshold, and <strong>not supported</strong> only when the whole interval is below it; otherwise there are not enough answers to tell.
      </p>
      <div className="mt-4 space-y-4">
        {scorecard.criteria.map((criterion) => (
          <CriterionCard key={criterion.id} criterion={criterion} />
        ))}
        {scorecard.price && detail.priceVerdict && <PriceCard price={scorecard.price} verdict={detail.priceVerdict} guess={idea.price} />}
      </div>
      <section className="mt-10 rounded-md border bg-muted/40 p-4 text-sm" aria-labelledby="limits-heading">
        <h2 id="limits-heading" className="font-semibold">
          What this does not show
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
          <li>The intervals measure the noise of asking some people rather than everyone. They say nothing about whether the people who answered are the people you want to reach: that depends on where you shared the link.</li>
          <li>Answers about the past are more reliable than answers about the future, but people still misremember amounts and dates.</li>
          <li>The 50 % and 30 % thresholds are Sightline’s rules of thumb; only the 40 % Sean Ellis benchmark comes from published practice.</li>
        </ul>
      </section>
      {survey.status !== 'draft' && (
        <Link to={`/idea-validation/${detail.id}/survey-results`} className={cn(buttonVariants({ variant: 'outline' }), 'mt-8')}>
          All survey results
        </Link>
      )}
    </div>
  );
}

function SurveyPanel({ detail }: { detail: IdeaDetail }) {
  const { survey } = detail;
  const link = new URL(survey.publicUrl, window.location.origin).href;
  return (
    <Card className="mt-8">
      <CardHeader>
        <h2 className="text-base font-semibold leading-tight">The validation survey</h2>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {survey.status === 'draft' && <p>Sightline drafted it from your description. Read it through, change what does not fit your audience, then publish it: until then nobody can answer.</p>}
        {survey.status === 'open' && (
          <p>
            Collecting answers at{' '}
            <a href={link} className="break-all font-medium underline underline-offset-4">
              {link}
            </a>
            . Share it where the people who have the problem are, not only with friends.
          </p>
        )}
        {survey.status === 'closed' && <p>Closed: no new answers are accepted. Reopen it in the editor to collect more.</p>}
        <Link to={`/surveys/${survey.id}/edit`} className={buttonVariants({ variant: survey.status === 'draft' ? 'default' : 'outline' })}>
          {survey.status === 'draft' ? 'Review and publish the survey' : 'Open the survey editor'}
        </Link>
      </CardContent>
    </Card>
  );
}

function VerdictBadge({ verdict }: { verdict: Verdict }) {
  return <Badge className={cn('border', VERDICT[verdict].className)}>{VERDICT[verdict].label}</Badge>;
}

function CriterionCard({ criterion }: { criterion: Criterion }) {
  const headingId = `criterion-${criterion.id}`;
  return (
    <section className="rounded-lg border p-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {criterion.title}
        </h3>
        <VerdictBadge verdict={criterion.verdict} />
      </div>
      {criterion.estimate && <IntervalBar estimate={criterion.estimate} threshold={criterion.threshold} />}
      <p className="mt-2 text-sm">{criterion.summary}</p>
      <details className="mt-2 text-sm text-muted-foreground">
        <summary className="cursor-pointer">How this is computed</summary>
        <p className="mt-1">{criterion.method}</p>
        <p className="mt-1">The interval is a 95 % Wilson score interval (Wilson, 1927), which stays sensible for small samples and for shares near 0 % or 100 %.</p>
      </details>
    </section>
  );
}

/** The estimate, its interval and the threshold on one 0–100 % axis; the text says the same. */
function IntervalBar({ estimate, threshold }: { estimate: NonNullable<Criterion['estimate']>; threshold: number }) {
  return (
    <div className="mt-3" aria-hidden="true">
      <div className="relative h-3 rounded-full bg-muted">
        <div className="absolute inset-y-0 rounded-full bg-primary/30" style={{ left: `${estimate.low * 100}%`, width: `${(estimate.high - estimate.low) * 100}%` }} />
        <div className="absolute inset-y-[-3px] w-1 rounded bg-primary" style={{ left: `calc(${estimate.estimate * 100}% - 2px)` }} />
        <div className="absolute inset-y-[-6px] w-0.5 bg-foreground" style={{ left: `${threshold * 100}%` }} />
      </div>
      <div className="relative mt-1 h-4 text-xs text-muted-foreground">
        <span className="absolute left-0">0 %</span>
        <span className="absolute -translate-x-1/2 whitespace-nowrap" style={{ left: `${threshold * 100}%` }}>
          threshold {pct(threshold)}
        </span>
        <span className="absolute right-0">100 %</span>
      </div>
    </div>
  );
}

function PriceCard({ price, verdict, guess }: { price: PriceEvidence; verdict: PriceVerdict; guess: IdeaDetail['idea']['price'] }) {
  const analysis = price.analysis;
  const at = (value: number | null) => (value === null ? 'not found (the curves do not cross)' : `${value.toFixed(2)} ${guess.currency}`);
  return (
    <section className="rounded-lg border p-4" aria-labelledby="criterion-price">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id="criterion-price" className="font-semibold">
          Your price is in the range people accept
        </h3>
        <VerdictBadge verdict={verdict.verdict} />
      </div>
      <p className="mt-2 text-sm">{verdict.summary}</p>
      {analysis && analysis.n >= price.minimumN && (
        <>
          <div className="mt-4">
            <PriceCurves analysis={analysis} currency={guess.currency} marker={{ price: guess.amount, label: 'your price' }} />
          </div>
          <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
            <div>
              <dt className="inline font-medium">Marginal cheapness (low end of the range): </dt>
              <dd className="inline">{at(analysis.pointOfMarginalCheapness)}</dd>
            </div>
            <div>
              <dt className="inline font-medium">Marginal expensiveness (high end): </dt>
              <dd className="inline">{at(analysis.pointOfMarginalExpensiveness)}</dd>
            </div>
            <div>
              <dt className="inline font-medium">Optimal price: </dt>
              <dd className="inline">{at(analysis.optimalPrice)}</dd>
            </div>
            <div>
              <dt className="inline font-medium">Indifference price: </dt>
              <dd className="inline">{at(analysis.indifferencePrice)}</dd>
            </div>
          </dl>
        </>
      )}
      {price.dropped > 0 && <p className="mt-2 text-sm text-muted-foreground">{price.dropped} answers were left out because their four prices did not rise from “too cheap” to “too expensive”.</p>}
      <details className="mt-2 text-sm text-muted-foreground">
        <summary className="cursor-pointer">How this is computed</summary>
        <p className="mt-1">
          Van Westendorp’s price sensitivity meter (1976): for each price, the share of respondents who find it too cheap, a bargain, getting expensive and too expensive. The
          acceptable range runs from the point of marginal cheapness (too cheap crosses “not a bargain”) to the point of marginal expensiveness (too expensive crosses “not
          expensive”); the optimal price is where too cheap crosses too expensive. The curves are read from {price.minimumN} consistent answers on, and these points have no
          confidence interval.
        </p>
      </details>
    </section>
  );
}
