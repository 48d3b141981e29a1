// Questions answered by choosing: radios (single choice, yes/no, rating, Likert, NPS) and checkboxes
// (multiple choice), with "Other, please specify" where the survey allows it.
import type { Question } from '@sightline/shared/research/survey';
import { LIKERT_LABELS, shuffled, type AnswerValue, type ChoicesAnswer } from '@sightline/shared/research/survey-logic';
import { h, hidden } from './dom';
import { same, specialAnswers, type FieldContext, type Renderers } from './field';

type Of<T extends Question['type']> = Extract<Question, { type: T }>;
interface Item {
  label: (Node | string)[];
  value: AnswerValue;
  /** The answer when chosen, if not `value` (Other: what is typed in its field). */
  pick?: () => AnswerValue;
}

const ordered = <T>(items: readonly T[], randomize: boolean | undefined, seed: string, id: string) => (randomize ? shuffled(items, `${seed}:${id}`) : [...items]);

/** A group of radios, the question's special answers last, in a list styled by `layout`. */
function radios(question: Question, context: FieldContext, id: string, items: Item[], layout: string, checked = (item: Item) => same(context.value, item.value)) {
  const option = (item: Item, className: string) =>
    h('label', { class: className }, h('input', { type: 'radio', name: id, checked: checked(item), onchange: () => context.set(item.pick ? item.pick() : item.value) }), h('span', null, ...item.label));
  const specials = specialAnswers(question);
  return [
    h('div', { class: layout }, items.map((item) => option(item, 'sl-opt'))),
    specials.length ? h('div', { class: 'sl-specials' }, specials.map((special) => option({ label: [special.label], value: special.value }, 'sl-opt'))) : null,
  ] as const;
}

/** Points of a rating or NPS scale, the ends' labels read with their first and last point. */
function scale(question: Of<'rating'> | Of<'nps'>, context: FieldContext, id: string, from: number, to: number, low?: string, high?: string) {
  const items: Item[] = [];
  for (let point = from; point <= to; point++) {
    const end = point === from ? low : point === to ? high : undefined;
    items.push({ label: [String(point), end ? hidden(` (${end})`) : ''], value: point });
  }
  const ends = low || high ? h('div', { class: 'sl-ends', 'aria-hidden': 'true' }, h('span', null, low ?? ''), h('span', null, high ?? '')) : null;
  const [points, specials] = radios(question, context, id, items, `sl-scale${to - from > 6 ? ' sl-scale-wide' : ''}`);
  points.style.setProperty('--points', String(items.length));
  return [points, ends, specials];
}

function otherInput(id: string, value: string, onInput: (text: string) => void, shown: boolean) {
  return h('input', {
    type: 'text',
    class: 'sl-input sl-other',
    id: `${id}-o`,
    'aria-label': 'Other, please specify',
    maxlength: 500,
    value,
    hidden: !shown,
    oninput: (event) => onInput((event.target as HTMLInputElement).value),
  });
}

export const CHOICE_RENDERERS: Renderers = {
  single_choice(question, context, id) {
    const current = context.value;
    const otherText = typeof current === 'object' && current !== null && 'other' in current && typeof current.other === 'string' ? current.other : '';
    const items: Item[] = ordered(question.options, question.randomize, context.seed, question.id).map((option) => ({ label: [option.label], value: { choice: option.id } }));
    const otherChosen = () => typeof context.value === 'object' && context.value !== null && 'other' in context.value;
    const text = question.allowOther ? otherInput(id, otherText, (typed) => context.set({ other: typed }), otherChosen()) : null;
    const other: Item | null = text ? { label: ['Other, please specify'], value: { other: '' }, pick: () => ({ other: text.value }) } : null;
    const [list, specials] = radios(question, context, id, other ? [...items, other] : items, 'sl-list', (item) => (item === other ? otherChosen() : same(context.value, item.value)));
    if (text) {
      list.append(text);
      // Shown while Other is chosen; choosing another answer hides it.
      for (const node of [list, specials]) node?.addEventListener('change', () => (text.hidden = !otherChosen()));
    }
    return [list, specials];
  },

  multiple_choice(question, context, id) {
    const start = context.value as ChoicesAnswer | undefined;
    const chosen = new Set(start?.choices ?? []);
    let other = start?.other;
    const emit = () => {
      const choices = question.options.filter((option) => chosen.has(option.id)).map((option) => option.id);
      context.set(choices.length === 0 && other === undefined ? undefined : other === undefined ? { choices } : { choices, other });
    };
    const box = (label: string, checked: boolean, onChange: (on: boolean) => void) =>
      h('label', { class: 'sl-opt' }, h('input', { type: 'checkbox', checked, onchange: (event) => onChange((event.target as HTMLInputElement).checked) }), h('span', null, label));
    const list = h(
      'div',
      { class: 'sl-list' },
      ordered(question.options, question.randomize, context.seed, question.id).map((option) =>
        box(option.label, chosen.has(option.id), (on) => {
          if (on) chosen.add(option.id);
          else chosen.delete(option.id);
          emit();
        }),
      ),
    );
    if (question.allowOther) {
      const text = otherInput(id, other ?? '', (typed) => ((other = typed), emit()), other !== undefined);
      list.append(
        box('Other, please specify', other !== undefined, (on) => {
          other = on ? text.value : undefined;
          text.hidden = !on;
          emit();
        }),
        text,
      );
    }
    return question.maxSelected ? [h('p', { class: 'sl-hint', id: `${id}-h` }, `Choose up to ${question.maxSelected}.`), list] : [list];
  },

  yes_no: (question, context, id) => [
    ...radios(
      question,
      context,
      id,
      [
        { label: ['Yes'], value: true },
        { label: ['No'], value: false },
      ],
      'sl-list sl-row',
    ),
  ],

  rating: (question, context, id) => scale(question, context, id, 1, question.points, question.lowLabel, question.highLabel),

  nps: (question, context, id) => scale(question, context, id, 0, 10, question.lowLabel ?? 'Not at all likely', question.highLabel ?? 'Extremely likely'),

  likert: (question, context, id) => [
    ...radios(
      question,
      context,
      id,
      LIKERT_LABELS[question.points].map((label, i) => ({ label: [label], value: i + 1 })),
      'sl-list',
    ),
  ],
};
