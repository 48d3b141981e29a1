// One question as native form controls: its title (a legend for a group of controls, a label for a
// single one), description, hints, "Don't know" / "Prefer not to say" when offered, and an error
// message tied to the controls with aria-describedby and aria-invalid. What the controls are is a
// question type's renderer (choice.ts, text.ts, structured.ts), so the widget can leave out the ones it
// does not show.
import type { Question, QuestionType } from '@sightline/shared/research/survey';
import { SPECIAL_LABELS, type AnswerValue, type SpecialAnswer } from '@sightline/shared/research/survey-logic';
import { h } from './dom';

export interface FieldContext {
  value: AnswerValue | undefined;
  set(value: AnswerValue | undefined): void;
  /** Seeds the per-respondent order of randomised options: the response key. */
  seed: string;
}

/** A question type's controls, in the element whose id prefix is `id` (`${id}-i` for a single control). */
export type Renderer<Q extends Question = Question> = (question: Q, context: FieldContext, id: string) => (Node | null)[];
export type Renderers = { [T in QuestionType]?: Renderer<Extract<Question, { type: T }>> };

export interface Field {
  el: HTMLElement;
  /** The title, focused when its screen opens. */
  title: HTMLElement;
  /** Moves focus to the first control (the chosen one in a group of radios). */
  focus(): void;
  error(message: string | null): void;
}

/** Types answered with one text or number control, labelled by a <label>. */
const SINGLE: ReadonlySet<QuestionType> = new Set(['number', 'short_text', 'long_text']);
/** Types answered with one group of radios: their special answers are radios of the same group. */
export const RADIO_TYPES: ReadonlySet<QuestionType> = new Set(['single_choice', 'yes_no', 'rating', 'likert', 'nps']);

export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function specialAnswers(question: Question): { label: string; value: SpecialAnswer }[] {
  return [
    ...(question.allowDontKnow ? [{ label: SPECIAL_LABELS.dont_know, value: { special: 'dont_know' } as const }] : []),
    ...(question.allowPreferNot ? [{ label: SPECIAL_LABELS.prefer_not, value: { special: 'prefer_not' } as const }] : []),
  ];
}

export const isSpecial = (value: unknown): value is SpecialAnswer => typeof value === 'object' && value !== null && 'special' in value;

export function field(question: Question, context: FieldContext, renderers: Renderers): Field {
  const id = `q-${question.id}`;
  const single = SINGLE.has(question.type);
  let value = context.value;
  const set = (next: AnswerValue | undefined) => {
    value = next;
    context.set(next);
  };
  const render = renderers[question.type] as Renderer;
  const text = [question.title, question.required ? h('span', { class: 'sl-req' }, ' (required)') : null];
  const title = h('h2', { class: 'sl-title', id: `${id}-t`, tabindex: -1 }, single ? h('label', { for: `${id}-i` }, ...text) : text);
  const description = question.description ? h('p', { class: 'sl-hint', id: `${id}-d` }, question.description) : null;
  const error = h('p', { class: 'sl-err', id: `${id}-e`, hidden: true });
  const main = h('div', { class: 'sl-main' });

  // Special answers of types without radios: checkboxes that exclude each other and the controls.
  const specials = RADIO_TYPES.has(question.type) ? [] : specialAnswers(question);
  const boxes = specials.map((special) =>
    h('input', {
      type: 'checkbox',
      checked: same(value, special.value),
      onchange: (event) => {
        const on = (event.target as HTMLInputElement).checked;
        for (const box of boxes) if (box !== event.target) box.checked = false;
        set(on ? special.value : undefined);
        draw();
      },
    }),
  );
  const extras = specials.length
    ? h(
        'div',
        // Inside a fieldset the legend names them; next to a single control, the title does.
        { class: 'sl-specials', role: single ? 'group' : null, 'aria-labelledby': single ? `${id}-t` : null },
        specials.map((special, i) => h('label', { class: 'sl-opt' }, boxes[i], h('span', null, special.label))),
      )
    : null;

  const el = single ? h('div', { class: 'sl-q', id }, title, description, main, extras, error) : h('fieldset', { class: 'sl-q', id }, h('legend', null, title), description, main, extras, error);

  const controls = () => [...el.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')];
  function describe() {
    const ids = [description?.id, ...[...main.querySelectorAll('.sl-hint[id]')].map((hint) => hint.id), error.hidden ? undefined : error.id].filter(Boolean).join(' ');
    const target = single ? el.querySelector(`#${id}-i`) : el;
    if (ids) target?.setAttribute('aria-describedby', ids);
    else target?.removeAttribute('aria-describedby');
  }
  function draw() {
    const special = specials.length > 0 && isSpecial(value);
    main.replaceChildren(...render(question, { value: special ? undefined : value, set, seed: context.seed }, id).filter((node) => node !== null));
    if (special) for (const control of main.querySelectorAll<HTMLInputElement | HTMLButtonElement | HTMLTextAreaElement>('input, textarea, button')) control.disabled = true;
    describe();
  }
  draw();

  return {
    el,
    title,
    focus() {
      const target = el.querySelector<HTMLElement>('input:checked:not(:disabled)') ?? el.querySelector<HTMLElement>('input:not(:disabled), textarea:not(:disabled), button:not(:disabled)');
      target?.focus();
    },
    error(message) {
      error.textContent = message ?? '';
      error.hidden = message === null;
      for (const control of controls()) {
        if (message === null) control.removeAttribute('aria-invalid');
        else control.setAttribute('aria-invalid', 'true');
      }
      describe();
    },
  };
}
