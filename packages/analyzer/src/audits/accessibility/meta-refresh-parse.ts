import type { MetaRefreshElement } from '../../gatherers/accessibility/meta-refresh';

/**
 * The delay of a refresh declaration, parsed as the HTML "shared declarative refresh steps" do;
 * null when the browser ignores the declaration.
 */
export function refreshDelay(content: string | null): number | null {
  if (content === null) return null;
  const match = /^[\t\n\f\r ]*(\d*)(\.[\d.]*)?([\s\S]*)$/.exec(content);
  if (!match) return null;
  const [, digits = '', fraction, rest = ''] = match;
  if (digits === '' && fraction === undefined) return null;
  if (rest !== '' && !/^[;,\t\n\f\r ]/.test(rest)) return null;
  return digits === '' ? 0 : Number.parseInt(digits, 10);
}

/** Only the first valid declaration takes effect. */
export function effectiveRefresh(elements: readonly MetaRefreshElement[]): { element: MetaRefreshElement; delay: number } | null {
  for (const element of elements) {
    const delay = refreshDelay(element.content);
    if (delay !== null) return { element, delay };
  }
  return null;
}
