// The public answer page, /survey/{surveyId}: its own small document (survey.html), drawn with plain
// DOM so a respondent on a phone downloads a few kilobytes, not the app. Answers are kept on the
// device as they are given and sent as a partial response shortly after, so a reload or a lost
// connection resumes where the respondent was; finishing sends the complete response until the
// server has acknowledged it.
import type { Question, SurveyDefinition } from '@sightline/shared/research/survey';
import { answerProblems, validateAnswer, type AnswerValue, type Answers } from '@sightline/shared/research/survey-logic';
import { CHOICE_RENDERERS } from './choice';
import { h } from './dom';
import { field, type Field } from './field';
import { counted, problemOf, sendable } from './logic';
import { createOutbox, loadProgress, loadSurvey, saveProgress, type Outcome, type PublicSurvey } from './response';
import { STRUCTURED_RENDERERS } from './structured';
import { TEXT_RENDERERS } from './text';
import './questions.css';
import './page.css';

const RENDERERS = { ...CHOICE_RENDERERS, ...TEXT_RENDERERS, ...STRUCTURED_RENDERERS };

const S = {
  loading: 'Loading the survey…',
  missingTitle: 'Survey not found',
  missingBody: 'This link does not lead to a survey. Check the address, or ask whoever sent it to you for the link again.',
  closedTitle: 'This survey is closed',
  closedBody: 'It no longer accepts answers. Thank you for wanting to take part.',
  failedTitle: 'The survey could not be loaded',
  failedBody: 'Check your connection and try again.',
  retry: 'Try again',
  start: 'Start',
  back: 'Back',
  next: 'Next',
  submit: 'Submit',
  sending: 'Sending…',
  progress: (at: number, of: number) => `Question ${at} of ${of}`,
  problems: (count: number) => (count === 1 ? 'One answer needs your attention.' : `${count} answers need your attention.`),
  saved: 'Saved',
  offline: 'Offline — your answers are kept on this device',
  retrying: 'Not saved yet — trying again',
  sentLater: 'Your answers are kept on this device and will be sent as soon as you are back online. You can leave this page open or come back later.',
  sent: 'Your answers have been sent.',
  honeypot: 'Leave this field empty',
};

const main = document.getElementById('main')!;
const status = document.getElementById('status')!;
const surveyId = decodeURIComponent(location.pathname.split('/')[2] ?? '');
const storeKey = `sightline-survey:${surveyId}`;

function notice(title: string, body: string, action?: HTMLElement) {
  document.title = title;
  main.replaceChildren(h('div', { class: 'sl-card sl-notice' }, h('h1', { tabindex: -1 }, title), h('p', { class: 'sl-lead' }, body), action ?? null));
}

async function start() {
  main.replaceChildren(h('p', { class: 'sl-lead' }, S.loading));
  const loaded = await loadSurvey('', surveyId);
  if ('survey' in loaded) return run(loaded.survey);
  if (loaded.state === 'missing') return notice(S.missingTitle, S.missingBody);
  if (loaded.state === 'closed') return notice(S.closedTitle, S.closedBody);
  notice(S.failedTitle, S.failedBody, h('button', { type: 'button', class: 'sl-btn sl-btn-primary', onclick: () => void start() }, S.retry));
}

function run(survey: PublicSurvey) {
  let definition: SurveyDefinition = survey.definition;
  let versionId = survey.versionId;
  const progress = loadProgress(storeKey);
  const answers: Answers = progress.answers;
  const onePerScreen = definition.layout === 'one-per-screen';
  const honeypot = h('input', { type: 'text', name: 'website', id: 'sl-website', tabindex: -1, autocomplete: 'off' });
  const fields = new Map<string, Field>();
  let submitting = false;
  document.title = definition.title;

  const effective = () => counted(definition, answers);

  const outbox = createOutbox(
    `/api/public/surveys/${encodeURIComponent(survey.id)}/responses/${progress.responseKey}`,
    () => ({ versionId, answers: sendable(definition, answers, Boolean(progress.complete)), complete: Boolean(progress.complete), source: 'page', website: honeypot.value }),
    (outcome) => void settle(outcome),
  );

  function showStatus(text: string) {
    if (status.textContent !== text) status.textContent = text;
  }

  /** Every send's outcome, partial or complete, first attempt or retry. */
  async function settle(outcome: Outcome) {
    if (outcome.kind === 'ok') {
      if (progress.complete && !progress.sent) {
        progress.sent = true;
        save();
        if (!submitting) {
          main.querySelector('.sl-later')?.remove();
          showStatus(S.sent);
        }
      } else if (!progress.complete) showStatus(S.saved);
      return;
    }
    if (outcome.kind === 'pending') return showStatus(outcome.offline ? S.offline : S.retrying);
    if (outcome.code === 'VERSION_CHANGED') {
      // The owner published a new version: take it, keep the answers that still fit, send again.
      const loaded = await loadSurvey('', survey.id);
      if (!('survey' in loaded)) return start();
      definition = loaded.survey.definition;
      versionId = loaded.survey.versionId;
      for (const [id, value] of Object.entries(answers)) {
        const question = definition.questions.find((q) => q.id === id);
        if (!question || validateAnswer(question, value) !== null) delete answers[id];
      }
      fields.clear();
      save();
      if (progress.complete && Object.keys(answerProblems(definition, effective().counted, true)).length) progress.complete = false;
      if (!submitting) draw();
      return void outbox.send();
    }
    if (outcome.code === 'ALREADY_COMPLETE') {
      progress.complete = progress.sent = true;
      save();
      return submitting ? undefined : draw();
    }
    if (outcome.code === 'SURVEY_CLOSED') return notice(S.closedTitle, S.closedBody);
    if (outcome.code === 'NOT_FOUND') return notice(S.missingTitle, S.missingBody);
    // The server's checks (INVALID_ANSWERS): a partial response it did not take is not retried; a
    // complete one goes back to the questions with the server's reasons.
    if (progress.complete && !submitting) {
      progress.complete = false;
      save();
      draw();
      showProblems(outcome.problems ?? {});
    }
  }

  function save() {
    progress.answers = answers;
    saveProgress(storeKey, progress);
  }

  function setAnswer(question: Question, value: AnswerValue | undefined) {
    if (value === undefined) delete answers[question.id];
    else answers[question.id] = value;
    fields.get(question.id)?.error(null);
    save();
    outbox.schedule();
    refresh();
  }

  function fieldFor(question: Question): Field {
    let existing = fields.get(question.id);
    if (!existing) {
      existing = field(question, { value: answers[question.id], set: (value) => setAnswer(question, value), seed: progress.responseKey }, RENDERERS);
      fields.set(question.id, existing);
    }
    return existing;
  }

  /** Shows problems by question id; focus goes to the first one shown. */
  function showProblems(problems: Record<string, string>) {
    const { shown } = effective();
    const first = shown.find((q) => problems[q.id]);
    if (!first) return;
    if (onePerScreen && progress.at !== first.id) go(first.id, false);
    for (const q of shown) fields.get(q.id)?.error(problems[q.id] ?? null);
    if (!onePerScreen) errorSummary.textContent = S.problems(shown.filter((q) => problems[q.id]).length);
    fields.get(first.id)?.focus();
  }

  const errorSummary = h('p', { class: 'sl-err', role: 'alert' });
  const progressText = h('p', { class: 'sl-progress-text', id: 'sl-progress' });
  const progressBar = h('progress', { 'aria-labelledby': 'sl-progress' });
  const back = h('button', { type: 'button', class: 'sl-btn', onclick: () => goBack() }, S.back);
  const next = h('button', { type: 'submit', class: 'sl-btn sl-btn-primary' }, S.next);
  const list = h('div', { class: 'sl-questions' });

  /** After an answer: which questions the logic shows, the progress, and whether this is the last screen. */
  function refresh() {
    const { shown } = effective();
    if (onePerScreen) {
      const index = Math.max(0, shown.findIndex((q) => q.id === progress.at));
      progressText.textContent = S.progress(index + 1, shown.length);
      progressBar.max = shown.length;
      progressBar.value = index + 1;
      next.textContent = index === shown.length - 1 ? S.submit : S.next;
      back.hidden = index === 0 && !definition.welcome;
      return;
    }
    // Single page: add and remove questions in place, so the control being used keeps its focus.
    const wanted = new Set(shown.map((q) => q.id));
    for (const child of [...list.children]) if (!wanted.has(child.id.slice(2))) child.remove();
    let cursor = list.firstElementChild;
    for (const question of shown) {
      const el = fieldFor(question).el;
      if (el === cursor) cursor = cursor.nextElementSibling;
      else list.insertBefore(el, cursor);
    }
  }

  function go(at: string, focus = true) {
    progress.at = at;
    save();
    draw();
    if (focus) (at === 'welcome' ? main.querySelector<HTMLElement>('h1') : fields.get(at)?.title)?.focus();
  }

  function goBack() {
    const { shown } = effective();
    const index = shown.findIndex((q) => q.id === progress.at);
    if (index > 0) go(shown[index - 1]!.id);
    else if (definition.welcome) go('welcome');
  }

  async function onSubmit(event: Event) {
    event.preventDefault();
    if (submitting) return;
    const { shown } = effective();
    if (onePerScreen) {
      const index = shown.findIndex((q) => q.id === progress.at);
      const current = shown[index];
      const problem = current ? problemOf(current, answers) : null;
      if (current && problem) {
        fields.get(current.id)!.error(problem);
        return fields.get(current.id)!.focus();
      }
      if (index < shown.length - 1) return go(shown[index + 1]!.id);
    }
    const problems = answerProblems(definition, effective().counted, true);
    if (Object.keys(problems).length) return showProblems(problems);
    errorSummary.textContent = '';
    progress.complete = true;
    save();
    submitting = true;
    next.disabled = true;
    next.textContent = S.sending;
    const outcome = await outbox.send();
    submitting = false;
    next.disabled = false;
    if (outcome.kind === 'refused' && !['VERSION_CHANGED', 'ALREADY_COMPLETE', 'SURVEY_CLOSED', 'NOT_FOUND'].includes(outcome.code)) {
      progress.complete = false;
      save();
      draw();
      return showProblems(outcome.problems ?? {});
    }
    // A new version is loaded by settle(); a closed or deleted survey has its notice on screen.
    if (outcome.kind === 'refused' && outcome.code !== 'ALREADY_COMPLETE') return;
    draw();
    main.querySelector<HTMLElement>('h1')?.focus();
  }

  function header(showDescription: boolean) {
    return [h('h1', { class: 'sl-survey-title', tabindex: -1 }, definition.title), showDescription && definition.description ? h('p', { class: 'sl-lead' }, definition.description) : ''];
  }

  const honeypotBox = h('div', { class: 'sl-hp', 'aria-hidden': 'true' }, h('label', { for: 'sl-website' }, S.honeypot), honeypot);

  function draw() {
    const { shown } = effective();
    if (progress.complete) {
      const { thankYou } = definition;
      document.title = `${thankYou.title} — ${definition.title}`;
      main.replaceChildren(h('div', { class: 'sl-card sl-notice' }, h('h1', { tabindex: -1 }, thankYou.title), thankYou.body ? h('p', { class: 'sl-lead' }, thankYou.body) : '', progress.sent ? '' : h('p', { class: 'sl-hint sl-later' }, S.sentLater)));
      return;
    }
    document.title = definition.title;
    if (definition.welcome && (progress.at === 'welcome' || (progress.at === undefined && Object.keys(answers).length === 0))) {
      const { welcome } = definition;
      progress.at = 'welcome';
      main.replaceChildren(
        h(
          'div',
          { class: 'sl-card sl-notice' },
          h('h1', { tabindex: -1 }, welcome.title),
          welcome.body ? h('p', { class: 'sl-lead' }, welcome.body) : null,
          h('button', { type: 'button', class: 'sl-btn sl-btn-primary', onclick: () => go(shown[0]!.id) }, welcome.buttonLabel ?? S.start),
        ),
      );
      return;
    }
    const form = h('form', { class: 'sl-card', novalidate: true, onsubmit: (event) => void onSubmit(event) }, honeypotBox);
    if (onePerScreen) {
      if (!shown.some((q) => q.id === progress.at)) progress.at = shown[0]?.id;
      const index = shown.findIndex((q) => q.id === progress.at);
      form.append(h('div', { class: 'sl-progress' }, progressText, progressBar), fieldFor(shown[index]!).el, h('div', { class: 'sl-nav' }, back, next));
      main.replaceChildren(...header(index === 0), form);
    } else {
      next.textContent = S.submit;
      form.append(list, errorSummary, h('div', { class: 'sl-nav' }, next));
      main.replaceChildren(...header(true), form);
    }
    refresh();
  }

  draw();
  // A response finished offline in an earlier visit is sent now; one in progress is saved again.
  if (progress.complete && !progress.sent) void outbox.send();
  else if (!progress.complete && Object.keys(answers).length) outbox.schedule();
}

void start();
