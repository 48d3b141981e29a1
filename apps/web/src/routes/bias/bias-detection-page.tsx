import { useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { BIAS_RULES, questionsFromLines, questionsFromScript } from '@sightline/shared/research/bias';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Tabs } from '../../components/ui/tabs';
import { DomainForm } from '../../features/analysis/domain-form';
import { biasReportQuery, biasReportsQuery, checkQuestions, startSiteCheckFromForm, type QuestionsReportDetail } from '../../features/bias/api';
import { BiasReportListItem } from '../../features/bias/components/report-list-item';
import { surveysQuery } from '../../features/surveys/api';
import { HttpError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';

const MAX_QUESTIONS = 200;
const MAX_LENGTH = 1000;
const EXAMPLE = ['How satisfied are you with our amazing support team?', 'Was the staff friendly and helpful?', 'Would you pay for a budgeting app?', 'How often do you exercise?'].join('\n');

/** /bias-detection: paste questions (or pick a survey) and check them; below, this browser's reports. */
export function BiasDetectionPage() {
  useDocumentTitle('Bias detection: check your questions');
  const [tab, setTab] = useState<'text' | 'survey'>('text');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-balance">Check your questions for bias</h1>
      <p className="mt-3 text-muted-foreground">
        Paste survey or interview questions, or pick one of your surveys. Sightline points out wording that pushes answers one way (leading and loaded words, double-barreled
        questions, double negatives, “would you buy…?”), scales and answer options that skew results, and order effects, and suggests a rewrite of each question.
      </p>
      <p className="mt-3 rounded-md border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950">The rules read English only.</p>
      <p className="mt-3 text-sm">
        A website rather than questions?{' '}
        <a href="#deceptive-design" className="font-medium text-primary underline underline-offset-4">
          Check it for deceptive design
        </a>
      </p>
      <Tabs
        className="mt-8"
        label="What to check"
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'text', label: 'Paste questions', content: <PasteForm /> },
          { value: 'survey', label: 'One of your surveys', content: <SurveyForm /> },
        ]}
      />
      <SitePanel />
      <MyReports />
      <RuleList />
    </div>
  );
}

/** After a check: the report goes into the cache its page reads, the list is refreshed, the report opens. */
function useCheck() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkQuestions,
    onSuccess: (report: QuestionsReportDetail) => {
      queryClient.setQueryData(biasReportQuery(report.id).queryKey, { report, owner: true });
      void queryClient.invalidateQueries({ queryKey: biasReportsQuery().queryKey });
      void navigate(`/bias-detection/${report.id}`);
    },
  });
}

function CheckError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {error instanceof HttpError ? error.message : 'The questions could not be checked. Check your connection and try again.'}
    </p>
  );
}

function PasteForm() {
  const [text, setText] = useState('');
  const [format, setFormat] = useState<'lines' | 'script'>('lines');
  const [problem, setProblem] = useState<string | null>(null);
  const check = useCheck();
  const questions = useMemo(() => (format === 'lines' ? questionsFromLines(text) : questionsFromScript(text)), [text, format]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tooLong = questions.findIndex((q) => q.length > MAX_LENGTH);
    const found =
      questions.length === 0
        ? format === 'lines'
          ? 'Paste at least one question.'
          : 'No questions found: the script needs sentences ending in “?” or prompts such as “Tell me about…”.'
        : questions.length > MAX_QUESTIONS
          ? `At most ${MAX_QUESTIONS} questions at a time (${questions.length} pasted).`
          : tooLong !== -1
            ? `Question ${tooLong + 1} is longer than ${MAX_LENGTH} characters.`
            : null;
    setProblem(found);
    if (found) {
      document.getElementById('bias-text')?.focus();
      return;
    }
    check.mutate({ questions });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Check pasted questions">
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="mb-2 text-sm font-medium">The text is</legend>
        {(
          [
            ['lines', 'One question a line'],
            ['script', 'An interview script'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input type="radio" name="bias-format" value={value} checked={format === value} onChange={() => setFormat(value)} className="size-4" />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="space-y-1.5">
        <Label htmlFor="bias-text">{format === 'lines' ? 'Questions, one a line' : 'Interview script'}</Label>
        <textarea
          id="bias-text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={9}
          placeholder={format === 'lines' ? EXAMPLE : 'Interviewer: Thanks for joining. Tell me about your role. What does a normal week look like?'}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`bias-text-hint${problem ? ' bias-text-error' : ''}`}
          className="flex w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive sm:text-sm"
        />
        <p id="bias-text-hint" className="text-sm text-muted-foreground" aria-live="polite">
          {format === 'lines'
            ? 'Numbering and bullets are ignored.'
            : 'The interviewer’s questions and prompts (“Tell me about…”) are taken out; speaker labels, the participant’s lines and other sentences are left out.'}{' '}
          {questions.length === 1 ? '1 question found.' : `${questions.length} questions found.`}
        </p>
        {problem && (
          <p id="bias-text-error" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        )}
      </div>
      <CheckError error={check.error} />
      <Button type="submit" disabled={check.isPending}>
        {check.isPending ? 'Checking…' : 'Check the questions'}
      </Button>
    </form>
  );
}

function SurveyForm() {
  const surveys = useQuery(surveysQuery());
  const [surveyId, setSurveyId] = useState('');
  const check = useCheck();
  if (surveys.isPending) return <p className="text-sm text-muted-foreground">Loading your surveys…</p>;
  if (surveys.isError) return <CheckError error={surveys.error} />;
  const list = surveys.data.surveys;
  if (list.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        You have no surveys yet.{' '}
        <Link to="/surveys" className="font-medium text-primary underline underline-offset-4">
          Create one
        </Link>{' '}
        (the survey builder runs the same checks as you type), or paste your questions instead.
      </p>
    );
  }
  const chosen = surveyId || list[0]!.id;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        check.mutate({ surveyId: chosen });
      }}
      className="space-y-4"
      aria-label="Check one of your surveys"
    >
      <div className="space-y-1.5">
        <Label htmlFor="bias-survey">Survey</Label>
        <select id="bias-survey" value={chosen} onChange={(event) => setSurveyId(event.target.value)} className="h-10 w-full rounded-md border border-input bg-background px-3 text-base sm:text-sm">
          {list.map((survey) => (
            <option key={survey.id} value={survey.id}>
              {survey.title}
            </option>
          ))}
        </select>
        <p className="text-sm text-muted-foreground">Its current draft is checked, with each question’s answer options and settings.</p>
      </div>
      <CheckError error={check.error} />
      <Button type="submit" disabled={check.isPending}>
        {check.isPending ? 'Checking…' : 'Check the survey'}
      </Button>
    </form>
  );
}

/** The site half: a DECEPTIVE_DESIGN analysis of the typed page, followed on the waitlist like any analysis, whose site report then opens. */
function SitePanel() {
  return (
    <section id="deceptive-design" aria-labelledby="site-heading" className="mt-12 scroll-mt-20 rounded-xl border border-border bg-card p-5 sm:p-6" data-testid="deceptive-design-panel">
      <h2 id="site-heading" className="text-xl font-semibold">
        Check a website for deceptive design
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        Sightline opens the page in a real browser and looks for fake urgency and countdowns, scarcity and social-proof claims, confirmshaming, boxes ticked in advance, a
        decline option made weaker than the accept one, cookie banners that are harder to refuse than to accept, and popups that come back after being closed. It reads
        English text only, and each finding cites the rules that speak to it (the EU Digital Services Act, the EDPB’s guidelines, the US FTC’s report) as a reference, not as
        legal advice.
      </p>
      <div className="mt-4">
        <DomainForm context="page" source="bias-detection" start={startSiteCheckFromForm} submitLabel="Check the site" />
      </div>
    </section>
  );
}

function MyReports() {
  const reports = useQuery(biasReportsQuery());
  if (!reports.data || reports.data.length === 0) return null;
  return (
    <Card className="mt-12">
      <CardHeader>
        <h2 className="text-base font-semibold leading-tight">Your reports</h2>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border">
          {reports.data.map((report) => (
            <BiasReportListItem key={report.id} report={report} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function RuleList() {
  const rules = Object.values(BIAS_RULES);
  return (
    <section aria-labelledby="rules-heading" className="mt-12">
      <h2 id="rules-heading" className="text-xl font-semibold">
        What is checked in questions
      </h2>
      <ul className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
        {rules.map((rule) => (
          <li key={rule.title}>
            <Link to={rule.guide} className="text-foreground underline decoration-muted-foreground/40 underline-offset-4 hover:decoration-foreground">
              {rule.title}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted-foreground">Missing answer options and option order need a survey’s options, so pasted questions are checked for wording only.</p>
    </section>
  );
}
