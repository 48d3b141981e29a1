// The few lines of DOM building the answer page and the widget share instead of a UI library: both
// have byte budgets (60 KB and 10 KB gzipped) that React alone would spend.

type Child = Node | string | null | undefined | false;
type Props = Record<string, string | number | boolean | null | undefined | ((event: Event) => void)>;

/** An element with attributes (`true` → present, `false`/null → absent), `on…` listeners and children. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props?: Props | null, ...children: (Child | Child[])[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props ?? {})) {
    if (typeof value === 'function') el.addEventListener(key.slice(2), value);
    else if (value != null && value !== false) el.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children.flat()) if (child != null && child !== false) el.append(child);
  return el;
}

/** Text only screen readers read (the CSS class is in questions.css). */
export const hidden = (text: string) => h('span', { class: 'sl-vh' }, text);
