// Questions with structure of their own, shown on the answer page only: ranking (Move up / Move down
// buttons), matrix (one group of radios per row) and Van Westendorp's four prices.
import { PRICE_QUESTIONS, shuffled, type PriceAnswer } from '@sightline/shared/research/survey-logic';
import { h, hidden } from './dom';
import type { Renderers } from './field';

export const STRUCTURED_RENDERERS: Renderers = {
  ranking(question, context, id) {
    const labels = new Map(question.options.map((option) => [option.id, option.label]));
    const ids = question.options.map((option) => option.id);
    const order = Array.isArray(context.value) ? [...(context.value as string[])] : question.randomize ? shuffled(ids, `${context.seed}:${question.id}`) : ids;
    const list = h('ol', { class: 'sl-rank' });
    const announce = h('p', { class: 'sl-vh', 'aria-live': 'polite' });
    const keep = h('button', { type: 'button', class: 'sl-btn sl-btn-quiet', hidden: Array.isArray(context.value), onclick: () => rank() }, 'Keep this order');
    const rank = () => {
      context.set([...order]);
      const hadFocus = (keep.getRootNode() as Document | ShadowRoot).activeElement === keep;
      keep.hidden = true;
      if (hadFocus) list.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
    };
    const move = (option: string, by: -1 | 1) => {
      const from = order.indexOf(option);
      order.splice(from, 1);
      order.splice(from + by, 0, option);
      draw();
      rank();
      const row = list.children[from + by]!;
      const buttons = row.querySelectorAll('button');
      (buttons[by < 0 ? 0 : 1]!.disabled ? buttons[by < 0 ? 1 : 0]! : buttons[by < 0 ? 0 : 1]!).focus();
      announce.textContent = `${labels.get(option)} moved to position ${from + by + 1} of ${order.length}.`;
    };
    const draw = () =>
      list.replaceChildren(
        ...order.map((option, i) => {
          const label = labels.get(option)!;
          return h(
            'li',
            null,
            h('span', { class: 'sl-rank-n', 'aria-hidden': 'true' }, String(i + 1)),
            h('span', { class: 'sl-rank-label' }, label),
            h('button', { type: 'button', class: 'sl-btn sl-btn-quiet', 'aria-label': `Up: move ${label} up`, disabled: i === 0, onclick: () => move(option, -1) }, 'Up'),
            h('button', { type: 'button', class: 'sl-btn sl-btn-quiet', 'aria-label': `Down: move ${label} down`, disabled: i === order.length - 1, onclick: () => move(option, 1) }, 'Down'),
          );
        }),
      );
    draw();
    return [h('p', { class: 'sl-hint', id: `${id}-h` }, 'First is most important. Use Up and Down to change the order.'), list, keep, announce];
  },

  matrix(question, context, id) {
    const answers: Record<string, string> = typeof context.value === 'object' && context.value !== null ? { ...(context.value as Record<string, string>) } : {};
    const rows = question.randomize ? shuffled(question.rows, `${context.seed}:${question.id}`) : question.rows;
    const grid = h(
      'div',
      { class: 'sl-mx' },
      h('div', { class: 'sl-mx-head', 'aria-hidden': 'true' }, h('span'), question.columns.map((column) => h('span', null, column.label))),
      rows.map((row) =>
        h(
          'div',
          { class: 'sl-mx-row', role: 'radiogroup', 'aria-labelledby': `${id}-r-${row.id}` },
          h('span', { class: 'sl-mx-label', id: `${id}-r-${row.id}` }, row.label),
          question.columns.map((column) =>
            h(
              'label',
              { class: 'sl-mx-cell' },
              h('input', {
                type: 'radio',
                name: `${id}-${row.id}`,
                checked: answers[row.id] === column.id,
                onchange: () => {
                  answers[row.id] = column.id;
                  context.set({ ...answers });
                },
              }),
              h('span', { class: 'sl-mx-col' }, column.label),
            ),
          ),
        ),
      ),
    );
    grid.style.setProperty('--cols', String(question.columns.length));
    return [grid];
  },

  van_westendorp(question, context, id) {
    const prices: Record<string, number> = typeof context.value === 'object' && context.value !== null ? { ...(context.value as Record<string, number>) } : {};
    return [
      h('p', { class: 'sl-hint', id: `${id}-h` }, `Prices in ${question.currency}. Each answer should be at least the one before it.`),
      ...PRICE_QUESTIONS.map(({ key, text }) => {
        const input = h('input', {
          type: 'number',
          class: 'sl-input sl-number',
          id: `${id}-${key}`,
          inputmode: 'decimal',
          min: 0,
          step: 'any',
          value: prices[key] ?? null,
          oninput: () => {
            if (input.value === '') delete prices[key];
            else prices[key] = input.validity.badInput ? NaN : Number(input.value);
            context.set(Object.keys(prices).length ? ({ ...prices } as PriceAnswer) : undefined);
          },
        });
        return h(
          'div',
          { class: 'sl-price' },
          h('label', { for: input.id }, text(question.product), hidden(` (in ${question.currency})`)),
          h('div', { class: 'sl-num' }, h('span', { class: 'sl-unit', 'aria-hidden': 'true' }, question.currency), input),
        );
      }),
    ];
  },
};
