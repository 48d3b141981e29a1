// Questions answered by typing: a number (with its unit and range) and short or long text (with a
// character counter).
import type { Renderers } from './field';
import { h } from './dom';

const rangeHint = (min?: number, max?: number) =>
  min !== undefined && max !== undefined ? `From ${min} to ${max}.` : min !== undefined ? `${min} or more.` : max !== undefined ? `${max} or less.` : '';

export const TEXT_RENDERERS: Renderers = {
  number(question, context, id) {
    const hint = [question.unit ? `In ${question.unit}.` : '', rangeHint(question.min, question.max)].filter(Boolean).join(' ');
    const input = h('input', {
      type: 'number',
      class: 'sl-input sl-number',
      id: `${id}-i`,
      inputmode: question.integer && (question.min ?? 0) >= 0 ? 'numeric' : 'decimal',
      step: question.integer ? 1 : 'any',
      min: question.min,
      max: question.max,
      value: typeof context.value === 'number' && Number.isFinite(context.value) ? context.value : null,
      oninput: () => context.set(input.value === '' ? (input.validity.badInput ? NaN : undefined) : Number(input.value)),
    });
    return [h('div', { class: 'sl-num' }, input, question.unit ? h('span', { class: 'sl-unit', 'aria-hidden': 'true' }, question.unit) : null), hint ? h('p', { class: 'sl-hint', id: `${id}-h` }, hint) : null];
  },

  short_text: (question, context, id) => text(context.value, context.set, id, question.maxLength ?? 500, false),
  long_text: (question, context, id) => text(context.value, context.set, id, question.maxLength ?? 5000, true),
};

function text(value: unknown, set: (value: string | undefined) => void, id: string, limit: number, long: boolean) {
  const count = h('p', { class: 'sl-hint sl-count', id: `${id}-c` });
  const show = (length: number) => (count.textContent = `${length} of ${limit} characters`);
  const initial = typeof value === 'string' ? value : '';
  const onInput = (event: Event) => {
    const typed = (event.target as HTMLInputElement | HTMLTextAreaElement).value;
    show(typed.length);
    set(typed === '' ? undefined : typed);
  };
  const input = long
    ? h('textarea', { class: 'sl-input', id: `${id}-i`, rows: 5, maxlength: limit, oninput: onInput }, initial)
    : h('input', { type: 'text', class: 'sl-input', id: `${id}-i`, maxlength: limit, value: initial, oninput: onInput });
  show(initial.length);
  return [input, count];
}
