// The embeddable widget, /widget/v1.js: one script tag on someone else's site,
//   <script src="https://<sightline>/widget/v1.js" data-survey="ID" data-mode="tab|poll" data-delay="10" data-exit-intent async></script>
// 'tab' puts a Feedback button in the corner that opens the survey in a panel; 'poll' shows the
// survey by itself after data-delay seconds and/or when the mouse leaves through the top of the
// window (data-exit-intent). It draws in a shadow root (the site's CSS and ours do not meet) with the
// answer page's question renderer for the one-screen types; a survey with a ranking, matrix or Van
// Westendorp question is offered as a link to its answer page instead. Answers go to the server
// the script came from, which accepts them from the origins the survey's owner allowed.
import type { Question } from '@sightline/shared/research/survey';
import { answerProblems } from '@sightline/shared/research/survey-logic';
import { CHOICE_RENDERERS } from './choice';
import { h } from './dom';
import { field, type Field } from './field';
import { counted, problemOf, sendable } from './logic';
import questionsCss from './questions.css?inline';
import { createOutbox, loadProgress, loadSurvey, saveProgress, type Outcome, type PublicSurvey } from './response';
import { TEXT_RENDERERS } from './text';
import widgetCss from './widget.css?inline';

const RENDERERS = { ...CHOICE_RENDERERS, ...TEXT_RENDERERS };

const script = (document.currentScript ?? document.querySelector('script[data-survey][src*="/widget/v1"]')) as HTMLScriptElement | null;
if (script?.dataset.survey) void mount(script, script.dataset.survey);

async function mount(script: HTMLScriptElement, surveyId: string) {
  const origin = new URL(script.src).origin;
  const poll = script.dataset.mode === 'poll';
  const storeKey = `sightline-widget:${surveyId}`;
  const dismissedKey = `${storeKey}:dismissed`;
  const progress = loadProgress(storeKey);
  if (poll && (progress.complete || sessionStorage.getItem(dismissedKey))) return;
  const loaded = await loadSurvey(origin, surveyId);
  // A closed or unknown survey shows nothing on the site.
  if (!('survey' in loaded)) return;
  const survey: PublicSurvey = loaded.survey;
  const { definition } = survey;
  const answers = progress.answers;
  const inline = definition.questions.every((q) => q.type in RENDERERS);

  const host = h('sightline-widget' as 'div');
  const root = host.attachShadow({ mode: 'open' });
  const style = h('style', null, questionsCss + widgetCss);
  const titleId = 'sl-w-title';
  const close = h('button', { type: 'button', class: 'sl-close', 'aria-label': 'Close', onclick: () => hide() }, '×');
  const body = h('div', { class: 'sl-body' });
  const status = h('p', { class: 'sl-hint sl-status', role: 'status' });
  const panel = h(
    'section',
    { class: 'sl-panel', role: poll ? 'region' : 'dialog', 'aria-labelledby': titleId, hidden: true, onkeydown: (event) => (event as KeyboardEvent).key === 'Escape' && hide() },
    h('div', { class: 'sl-head' }, h('p', { class: 'sl-w-title', id: titleId }, definition.title), close),
    body,
    status,
    h('p', { class: 'sl-powered' }, h('a', { href: origin, target: '_blank', rel: 'noopener' }, 'Powered by Sightline')),
  );
  const tab = poll ? null : h('button', { type: 'button', class: 'sl-tab', 'aria-expanded': 'false', onclick: () => (panel.hidden ? show(true) : hide()) }, 'Feedback');
  root.append(style, panel, ...(tab ? [tab] : []));
  document.body.append(host);

  const honeypot = h('input', { type: 'text', name: 'website', tabindex: -1, autocomplete: 'off', 'aria-hidden': 'true', class: 'sl-hp' });
  const outbox = createOutbox(
    `${origin}/api/public/surveys/${encodeURIComponent(survey.id)}/responses/${progress.responseKey}`,
    () => ({ versionId: survey.versionId, answers: sendable(definition, answers, Boolean(progress.complete)), complete: Boolean(progress.complete), source: 'widget', website: honeypot.value }),
    settle,
  );
  const save = () => saveProgress(storeKey, progress);

  function settle(outcome: Outcome) {
    if (outcome.kind === 'ok' || (outcome.kind === 'refused' && outcome.code === 'ALREADY_COMPLETE')) {
      // The thank-you screen says the rest; after a wait, say that it went.
      const waited = status.textContent !== '';
      if (progress.complete) progress.sent = true;
      status.textContent = progress.sent && waited ? 'Your answer was sent.' : '';
      save();
    } else if (outcome.kind === 'pending') status.textContent = outcome.offline ? 'Offline: your answer is kept and sent when you are back online.' : 'Not sent yet, trying again…';
    else if (outcome.kind === 'refused' && progress.complete && !progress.sent) {
      // Refused (a new version, or the server's checks): back to the questions, with the reason.
      progress.complete = false;
      save();
      draw();
      status.textContent = outcome.code === 'VERSION_CHANGED' ? 'This survey has just changed. Please reload the page to answer it.' : 'Your answer could not be accepted. Please check it.';
    }
  }

  let at = 0;
  let current: Field | null = null;
  const shown = () => counted(definition, answers).shown;

  function draw() {
    const list = shown();
    if (progress.complete) {
      body.replaceChildren(h('p', { class: 'sl-title', tabindex: -1 }, definition.thankYou.title), definition.thankYou.body ? h('p', { class: 'sl-hint' }, definition.thankYou.body) : '');
      current = null;
      return;
    }
    if (!inline) {
      body.replaceChildren(h('p', { class: 'sl-hint' }, definition.description ?? ''), h('a', { class: 'sl-btn sl-btn-primary', href: `${origin}/survey/${encodeURIComponent(survey.id)}`, target: '_blank', rel: 'noopener' }, 'Answer the survey'));
      return;
    }
    at = Math.min(at, list.length - 1);
    const question: Question = list[at]!;
    current = field(
      question,
      {
        value: answers[question.id],
        seed: progress.responseKey,
        set: (value) => {
          if (value === undefined) delete answers[question.id];
          else answers[question.id] = value;
          current?.error(null);
          save();
          outbox.schedule();
          next.textContent = at === shown().length - 1 ? 'Send' : 'Next';
        },
      },
      RENDERERS,
    );
    const next = h('button', { type: 'submit', class: 'sl-btn sl-btn-primary' }, at === list.length - 1 ? 'Send' : 'Next');
    const back = at > 0 ? h('button', { type: 'button', class: 'sl-btn', onclick: () => go(at - 1) }, 'Back') : null;
    body.replaceChildren(
      h(
        'form',
        { novalidate: true, onsubmit: (event) => void submit(event) },
        honeypot,
        list.length > 1 ? h('p', { class: 'sl-hint' }, `Question ${at + 1} of ${list.length}`) : null,
        current.el,
        h('div', { class: 'sl-nav' }, back, next),
      ),
    );
  }

  function go(index: number) {
    at = index;
    draw();
    current?.title.focus();
  }

  async function submit(event: Event) {
    event.preventDefault();
    const list = shown();
    const question = list[at]!;
    const problem = problemOf(question, answers);
    if (problem) {
      current?.error(problem);
      return current?.focus();
    }
    if (at < list.length - 1) return go(at + 1);
    if (Object.keys(answerProblems(definition, counted(definition, answers).counted, true)).length) return go(0);
    progress.complete = true;
    save();
    draw();
    body.querySelector<HTMLElement>('[tabindex="-1"]')?.focus();
    await outbox.send();
  }

  // Where focus was when the panel opened: it goes back there when the panel closes.
  let opener: Element | null = null;
  function show(focus: boolean) {
    if (!panel.hidden) return;
    opener = document.activeElement;
    draw();
    panel.hidden = false;
    tab?.setAttribute('aria-expanded', 'true');
    if (focus) (body.querySelector<HTMLElement>('.sl-title') ?? close).focus();
  }
  function hide() {
    panel.hidden = true;
    tab?.setAttribute('aria-expanded', 'false');
    if (poll) {
      sessionStorage.setItem(dismissedKey, '1');
      host.remove();
    }
    if (tab) tab.focus();
    else if (opener instanceof HTMLElement) opener.focus();
  }

  if (progress.complete && !progress.sent) void outbox.send();
  if (!poll) return;
  // The poll appears after the delay, on exit intent, or both (whichever comes first); at once with neither.
  const delay = Number(script.dataset.delay);
  const exitIntent = script.hasAttribute('data-exit-intent');
  if (Number.isFinite(delay) && delay >= 0 && script.hasAttribute('data-delay')) setTimeout(() => show(false), delay * 1000);
  else if (!exitIntent) show(false);
  if (exitIntent && matchMedia('(pointer: fine)').matches) {
    document.addEventListener('mouseout', (event) => {
      if (!event.relatedTarget && event.clientY <= 0) show(false);
    });
  }
}
