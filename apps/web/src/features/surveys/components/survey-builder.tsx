import { useQueryClient } from '@tanstack/react-query';
import { checkDefinition, checkPublishable, type DefinitionProblem, type Question, type QuestionType, type SurveyDefinition } from '@sightline/shared/research/survey';
import { BarChart3, Check, CircleAlert, FileDown, Plus, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { toast } from '../../toast/toast-store';
import { saveBlob } from '../../../lib/download';
import { errorProblems, isNothingToPublish, storeSurvey, surveyAction, surveyQuery, type SurveyDetail } from '../api';
import { addQuestion, fieldProblems, moveItem, removeQuestion, replaceQuestion } from '../definition-edit';
import { definitionFile } from '../definition-file';
import { QUESTION_TYPE_INFO } from '../question-types';
import { STATUS_LABEL } from '../status';
import { useSurveyDraft, type SaveStatus } from '../use-survey-draft';
import { EmbedPanel } from './embed-panel';
import { CheckboxField, fieldId, ProblemsContext, TextField } from './fields';
import { QuestionCard } from './question-card';
import { PublicLink, SurveyManageActions } from './survey-actions';
import { SurveyPreview } from './survey-preview';
import { TypePicker } from './type-picker';

const time = (date: Date) => date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

function SaveState({ status, onRetry, onReload }: { status: SaveStatus; onRetry: () => void; onReload: () => void }) {
  const text = {
    saved: status.kind === 'saved' && status.at ? `Saved · ${time(status.at)}` : 'All changes saved',
    pending: 'Unsaved changes…',
    saving: 'Saving…',
    blocked: 'Not saved: fill in the marked fields',
    rejected: 'Not saved: the server found problems (marked below)',
    failed: `Not saved: ${status.kind === 'failed' ? status.message : ''}`,
    conflict: 'Not saved: this survey was changed in another tab or on another device',
  }[status.kind];
  const warn = status.kind === 'blocked' || status.kind === 'rejected' || status.kind === 'failed' || status.kind === 'conflict';
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <p data-testid="save-status" aria-live="polite" aria-atomic="true" className={warn ? 'font-medium text-destructive' : 'text-muted-foreground'}>
        {status.kind === 'saving' && <Spinner className="mr-1 inline size-3.5" />}
        {text}
      </p>
      {status.kind === 'failed' && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
      {status.kind === 'conflict' && (
        <Button size="sm" onClick={onReload}>
          Reload the latest version
        </Button>
      )}
    </div>
  );
}

/** All problems once, in the order of the fields: each a button that opens and focuses its field. */
function ProblemList({ problems, definition, onJump }: { problems: DefinitionProblem[]; definition: SurveyDefinition; onJump: (path: string) => void }) {
  const where = (path: string) => {
    const match = /^\/questions\/(\d+)/.exec(path);
    if (match) return `Question ${Number(match[1]) + 1}`;
    if (path.startsWith('/welcome')) return 'Welcome screen';
    if (path.startsWith('/thankYou')) return 'Thank-you screen';
    if (path === '/questions') return 'Questions';
    return 'Survey';
  };
  return (
    <div role="alert" className="rounded-lg border border-destructive/40 bg-red-50 p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold text-destructive">
        <CircleAlert aria-hidden="true" className="size-4" />
        {problems.length === 1 ? 'One thing to fix before publishing' : `${problems.length} things to fix before publishing`}
      </p>
      <ul className="mt-2 space-y-1">
        {problems.map((p) => (
          <li key={`${p.path}:${p.message}`}>
            <button type="button" onClick={() => onJump(p.path)} className="text-left underline underline-offset-2 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              {where(p.path)}: {p.message}
            </button>
          </li>
        ))}
      </ul>
      {definition.questions.length === 0 && <p className="mt-2 text-muted-foreground">Use "Add a question" below.</p>}
    </div>
  );
}

const unique = (problems: DefinitionProblem[]) => [...new Map(problems.map((p) => [`${p.path}:${p.message}`, p])).values()];

/** The survey builder: details, screens, questions with their logic, preview, autosave and publishing. */
export function SurveyBuilder({ survey }: { survey: SurveyDetail }) {
  const queryClient = useQueryClient();
  const draft = useSurveyDraft(survey);
  const { definition, edit } = draft;
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(definition.questions.length <= 3 ? definition.questions.map((q) => q.id) : []));
  const [pickerOpen, setPickerOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  // Set by a publish attempt: from then on the problems are listed above the builder; those only the
  // server found hold until the next edit.
  const [publishCheck, setPublishCheck] = useState<{ definition: SurveyDefinition; server: DefinitionProblem[] } | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [justPublished, setJustPublished] = useState(false);

  const publishServerProblems = publishCheck?.definition === definition ? publishCheck.server : null;
  const problems = useMemo(
    () => unique([...fieldProblems(definition), ...checkDefinition(definition), ...draft.serverProblems, ...(publishServerProblems ?? [])]),
    [definition, draft.serverProblems, publishServerProblems],
  );
  const published = survey.publishedVersion !== null;
  // The server compares the saved draft with the published version; edits not saved yet are changes too.
  const changed = !published || survey.draftChanged || draft.status.kind !== 'saved';
  const announce = (message: string) => setAnnouncement(message);

  const setQuestion = (index: number, question: Question) => edit(replaceQuestion(definition, index, question));

  const moveQuestion = (from: number, to: number) => {
    if (to < 0 || to >= definition.questions.length || from === to) return;
    const question = definition.questions[from]!;
    edit({ ...definition, questions: moveItem(definition.questions, from, to) });
    announce(`Question "${question.title.trim() || QUESTION_TYPE_INFO[question.type].label}" moved to position ${to + 1} of ${definition.questions.length}.`);
    const direction = to < from ? 'up' : 'down';
    const atEdge = to === 0 || to === definition.questions.length - 1;
    requestAnimationFrame(() => document.getElementById(`${fieldId(`/questions/${to}`)}-card-${atEdge ? (direction === 'up' ? 'down' : 'up') : direction}`)?.focus());
  };

  const add = (type: QuestionType) => {
    const next = addQuestion(definition, type);
    const question = next.questions[next.questions.length - 1]!;
    edit(next);
    // The new question opens for editing; the others fold away to keep the list short.
    setExpanded(new Set([question.id]));
    setPickerOpen(false);
    announce(`${QUESTION_TYPE_INFO[type].label} question added as question ${next.questions.length}.`);
    requestAnimationFrame(() => document.getElementById(fieldId(`/questions/${next.questions.length - 1}/title`))?.focus());
  };

  const remove = (index: number) => {
    const question = definition.questions[index]!;
    const { definition: next, removedConditions } = removeQuestion(definition, index);
    edit(next);
    announce(
      `Question ${index + 1} deleted.${removedConditions ? ` ${removedConditions === 1 ? 'One condition that used its answer was' : `${removedConditions} conditions that used its answer were`} removed too.` : ''}`,
    );
    toast({ title: 'Question deleted', description: `"${question.title.trim() || QUESTION_TYPE_INFO[question.type].label}"${removedConditions ? `, and ${removedConditions} condition${removedConditions === 1 ? '' : 's'} on its answer` : ''}.` });
  };

  const jump = (path: string) => {
    setTab('edit');
    const match = /^\/questions\/(\d+)/.exec(path);
    const question = match ? definition.questions[Number(match[1])] : undefined;
    if (question) setExpanded((open) => new Set(open).add(question.id));
    requestAnimationFrame(() => {
      // The field itself, or the nearest thing the path names (a condition row, the question's card).
      let target: HTMLElement | null = null;
      for (let p = path; p && !target; p = p.slice(0, p.lastIndexOf('/'))) target = document.getElementById(fieldId(p)) ?? document.getElementById(`${fieldId(p)}-card`);
      if (!target && /\/(showIf|endIf)\//.test(path)) target = document.getElementById(`${fieldId(path.replace(/\/(showIf|endIf)\/.*/, ''))}-card`);
      target?.scrollIntoView({ block: 'center' });
      target?.focus();
    });
  };

  const publish = async () => {
    setJustPublished(false);
    const local = unique([...fieldProblems(definition), ...checkPublishable(definition)]);
    setPublishCheck({ definition, server: [] });
    if (local.length > 0) return;
    setPublishing(true);
    try {
      if (!(await draft.save())) return;
      const next = await surveyAction(survey.id, 'publish');
      storeSurvey(queryClient, next);
      setPublishCheck(null);
      setJustPublished(true);
      announce(`Published as version ${next.publishedVersion}.`);
    } catch (error) {
      const serverProblems = errorProblems(error);
      if (serverProblems.length) setPublishCheck({ definition, server: serverProblems });
      else {
        // Published from elsewhere meanwhile: read the survey again, which then says it is up to date.
        if (isNothingToPublish(error)) void queryClient.invalidateQueries({ queryKey: surveyQuery(survey.id).queryKey });
        toast({ title: 'Could not publish the survey', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
      }
    } finally {
      setPublishing(false);
    }
  };

  const shownProblems = publishCheck ? unique([...problems, ...checkPublishable(definition).filter((p) => p.path === '/questions')]) : [];

  const editor = (
    <div className="space-y-8">
      <section aria-labelledby="survey-details" className="space-y-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
        <h2 id="survey-details" className="text-lg font-semibold">
          Survey
        </h2>
        <TextField path="/title" label="Title" maxLength={200} value={definition.title} onValueChange={(title) => edit({ ...definition, title })} />
        <TextField
          path="/description"
          label="Introduction (optional)"
          multiline
          maxLength={2000}
          value={definition.description ?? ''}
          onValueChange={(description) => {
            const { description: _old, ...rest } = definition;
            edit(description ? { ...rest, description } : rest);
          }}
        />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium">Layout</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {(
              [
                ['one-per-screen', 'One question per screen', 'With a progress indicator; best on phones.'],
                ['single-page', 'All on one page', 'Respondents scroll through every question.'],
              ] as const
            ).map(([value, label, hint]) => (
              <label key={value} className="flex cursor-pointer items-start gap-2 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-secondary/60">
                <input type="radio" name="layout" value={value} checked={definition.layout === value} onChange={() => edit({ ...definition, layout: value })} className="mt-0.5 size-4 accent-primary" />
                <span className="text-sm">
                  <span className="block font-medium">{label}</span>
                  <span className="block text-xs text-muted-foreground">{hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </section>

      <section aria-labelledby="welcome-screen" className="space-y-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
        <h2 id="welcome-screen" className="text-lg font-semibold">
          Welcome screen
        </h2>
        <CheckboxField
          id="field-welcome"
          label="Start with a welcome screen"
          hint="Say who is asking, why, and how long it takes."
          checked={definition.welcome !== undefined}
          onCheckedChange={(checked) => {
            const { welcome: _old, ...rest } = definition;
            edit(checked ? { ...rest, welcome: { title: definition.title || 'Welcome', buttonLabel: 'Start' } } : rest);
          }}
        />
        {definition.welcome && (
          <div className="space-y-4">
            <TextField path="/welcome/title" label="Heading" maxLength={200} value={definition.welcome.title} onValueChange={(title) => edit({ ...definition, welcome: { ...definition.welcome!, title } })} />
            <TextField
              path="/welcome/body"
              label="Text (optional)"
              multiline
              maxLength={2000}
              value={definition.welcome.body ?? ''}
              onValueChange={(body) => {
                const { body: _old, ...rest } = definition.welcome!;
                edit({ ...definition, welcome: body ? { ...rest, body } : rest });
              }}
            />
            <TextField
              path="/welcome/buttonLabel"
              label="Button"
              className="max-w-xs"
              maxLength={40}
              value={definition.welcome.buttonLabel ?? ''}
              onValueChange={(buttonLabel) => {
                const { buttonLabel: _old, ...rest } = definition.welcome!;
                edit({ ...definition, welcome: buttonLabel ? { ...rest, buttonLabel } : rest });
              }}
              hint='Empty: "Start".'
            />
          </div>
        )}
      </section>

      <section aria-labelledby="questions-heading" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="questions-heading" className="text-lg font-semibold">
            Questions <span className="font-normal text-muted-foreground">({definition.questions.length})</span>
          </h2>
          {definition.questions.length > 1 && <p className="text-xs text-muted-foreground">Reorder with the arrow buttons, or drag a question by its handle.</p>}
        </div>
        {definition.questions.length === 0 ? (
          <div className="rounded-xl border border-dashed border-border p-8 text-center">
            <p className="font-medium">No questions yet</p>
            <p className="mt-1 text-sm text-muted-foreground">Add your first question: a choice, a rating, a Net Promoter Score, open text and more.</p>
          </div>
        ) : (
          <ol className="space-y-3">
            {definition.questions.map((question, index) => (
              <QuestionCard
                key={question.id}
                question={question}
                index={index}
                count={definition.questions.length}
                earlier={definition.questions.slice(0, index)}
                expanded={expanded.has(question.id)}
                onExpandedChange={(open) =>
                  setExpanded((current) => {
                    const next = new Set(current);
                    if (open) next.add(question.id);
                    else next.delete(question.id);
                    return next;
                  })
                }
                onChange={(next) => setQuestion(index, next)}
                onMove={(to) => moveQuestion(index, to)}
                onRemove={() => remove(index)}
                announce={announce}
                dragging={dragging}
                onDragStateChange={(from) => setDragging(from)}
                onDropQuestion={(from) => moveQuestion(from, index)}
              />
            ))}
          </ol>
        )}
        <Button onClick={() => setPickerOpen(true)} variant={definition.questions.length === 0 ? 'default' : 'outline'}>
          <Plus aria-hidden="true" />
          Add a question
        </Button>
      </section>

      <section aria-labelledby="thank-you-screen" className="space-y-4 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
        <h2 id="thank-you-screen" className="text-lg font-semibold">
          Thank-you screen
        </h2>
        <TextField path="/thankYou/title" label="Heading" maxLength={200} value={definition.thankYou.title} onValueChange={(title) => edit({ ...definition, thankYou: { ...definition.thankYou, title } })} />
        <TextField
          path="/thankYou/body"
          label="Text (optional)"
          multiline
          maxLength={2000}
          value={definition.thankYou.body ?? ''}
          onValueChange={(body) => {
            const { body: _old, ...rest } = definition.thankYou;
            edit({ ...definition, thankYou: body ? { ...rest, body } : rest });
          }}
        />
      </section>
    </div>
  );

  return (
    <ProblemsContext value={problems}>
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <nav aria-label="Breadcrumb" className="text-sm">
          <Link to="/surveys" className="text-primary underline-offset-4 hover:underline">
            Your surveys
          </Link>
        </nav>
        <header className="mt-3 space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="min-w-0 break-words text-2xl font-bold tracking-tight sm:text-3xl">{definition.title.trim() || 'Untitled survey'}</h1>
            <Badge variant={survey.status === 'open' ? 'success' : 'outline'}>
              {STATUS_LABEL[survey.status]}
              {published ? ` · version ${survey.publishedVersion}` : ''}
            </Badge>
          </div>
          <SaveState status={draft.status} onRetry={() => void draft.save()} onReload={() => void draft.reload()} />
          <div role="toolbar" aria-label="Survey actions" className="flex flex-wrap gap-2">
            {changed ? (
              <Button size="sm" onClick={() => void publish()} disabled={publishing || draft.status.kind === 'conflict'}>
                {publishing ? <Spinner className="size-4" /> : <Send aria-hidden="true" />}
                {published ? 'Publish changes' : 'Publish'}
              </Button>
            ) : (
              <p className="inline-flex h-9 items-center gap-1.5 pr-2 text-sm text-muted-foreground">
                <Check aria-hidden="true" className="size-4" />
                Published version {survey.publishedVersion} is up to date
              </p>
            )}
            {published && (
              <Link to={`/surveys/${survey.id}/results`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                <BarChart3 aria-hidden="true" />
                Results
              </Link>
            )}
            <SurveyManageActions survey={survey} />
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                const file = definitionFile(definition);
                saveBlob(new Blob([file.text], { type: 'application/json' }), file.filename);
              }}
            >
              <FileDown aria-hidden="true" />
              Export definition (JSON)
            </Button>
          </div>
        </header>

        <div className="mt-6 space-y-4">
          {shownProblems.length > 0 && <ProblemList problems={shownProblems} definition={definition} onJump={jump} />}
          {published && (
            <section aria-labelledby="published-heading" className={`rounded-xl border p-4 sm:p-5 ${justPublished ? 'border-emerald-600/40 bg-emerald-50' : 'border-border bg-card'}`}>
              <h2 id="published-heading" className="font-semibold">
                {justPublished ? `Published: version ${survey.publishedVersion} is live` : survey.status === 'closed' ? 'Closed: no new answers are taken' : `Live: version ${survey.publishedVersion}`}
              </h2>
              <PublicLink survey={survey} className="mt-3" />
              <p className="mt-3 text-sm text-muted-foreground">
                Edits here are saved as a draft. Respondents keep getting version {survey.publishedVersion} until you publish the changes, which makes a new version; answers already
                given stay with the version they answered.
              </p>
            </section>
          )}
          {published && <EmbedPanel survey={survey} />}
        </div>

        <Tabs
          className="mt-6"
          label="Builder"
          value={tab}
          onValueChange={setTab}
          items={[
            { value: 'edit', label: 'Edit', content: editor },
            { value: 'preview', label: 'Preview', content: <SurveyPreview definition={definition} /> },
          ]}
        />
        <TypePicker open={pickerOpen} onOpenChange={setPickerOpen} onPick={add} />
        <div role="status" aria-live="polite" className="sr-only">
          {announcement}
        </div>
      </div>
    </ProblemsContext>
  );
}
