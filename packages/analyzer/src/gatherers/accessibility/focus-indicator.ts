/// <reference lib="dom" />
// Does focus show? The painted style of the focused element and of what is drawn with it (its
// pseudo-elements, ancestors, first descendants, neighbours and labels), focused against unfocused,
// then, when no style changed, the pixels around it. Styles are cheap enough to read at every stop;
// pixels catch what styles cannot name (a script drawing an indicator, a canvas) and are sampled.
import type { CDPSession } from 'playwright-core';

export interface IndicatorCheck {
  /** What is painted differently while focused, e.g. "outline", "box-shadow of a neighbour"; empty when nothing. */
  changes: string[];
  /** Rectangle around the element and whatever changed with it, in document coordinates, within the viewport; null when it is not on screen. */
  clip: { x: number; y: number; width: number; height: number } | null;
  /** Tag, classes and parents: elements alike share their focus style, so their pixels need not all be compared. */
  signature: string;
}

declare global {
  interface Window {
    /** Installed by installFocusIndicator: compares the focused element with itself unfocused, then focuses it again. */
    sightlineFocusIndicator(element: HTMLElement | SVGElement): Promise<IndicatorCheck>;
    /** Tag, classes and parents of an element: elements alike share their focus style. */
    sightlineFocusKind(element: Element): string;
    /**
     * Blurs or refocuses an element (inside a component's shadow root, the element focused there)
     * without scrolling, and completes the style transitions that starts.
     */
    sightlineSetFocus(element: HTMLElement | SVGElement, focused: boolean): void;
  }
}

/** Runs in the page. */
export function installFocusIndicator(): void {
  const MARGIN = 12;
  const MAX_DESCENDANTS = 12;
  const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color) || /\/\s*0\)$/.test(color);
  const line = (style: string, width: string, color: string) =>
    style === 'none' || style === 'hidden' || Number.parseFloat(width) === 0 || transparent(color) ? 'none' : `${style} ${width} ${color}`;
  /** The properties that paint a focus indicator, with invisible values made equal ("none"). */
  const paint = (style: CSSStyleDeclaration): Record<string, string> => {
    const shadow = style.boxShadow === 'none' || (style.boxShadow.match(/rgba?\([^)]*\)/g) ?? []).every(transparent) ? 'none' : style.boxShadow;
    const decoration = style.textDecorationLine === 'none' ? 'none' : `${style.textDecorationLine} ${style.textDecorationStyle} ${style.textDecorationColor} ${style.textDecorationThickness} ${style.textUnderlineOffset}`;
    return {
      outline: `${line(style.outlineStyle, style.outlineWidth, style.outlineColor)}${style.outlineStyle === 'none' ? '' : ` ${style.outlineOffset}`}`,
      'box-shadow': shadow,
      border: ['Top', 'Right', 'Bottom', 'Left']
        .map((side) => line(style.getPropertyValue(`border-${side.toLowerCase()}-style`), style.getPropertyValue(`border-${side.toLowerCase()}-width`), style.getPropertyValue(`border-${side.toLowerCase()}-color`)))
        .join(','),
      background: `${transparent(style.backgroundColor) ? 'none' : style.backgroundColor} ${style.backgroundImage}`,
      colour: `${style.color} ${style.fill} ${style.stroke}`,
      underline: decoration,
      'font weight': style.fontWeight,
      visibility: `${style.visibility} ${style.opacity}`,
      transform: `${style.transform} ${style.filter}`,
    };
  };
  const pseudo = (element: Element, which: '::before' | '::after'): Record<string, string> | null => {
    const style = getComputedStyle(element, which);
    if (style.content === 'none' || style.content === 'normal' || style.display === 'none') return null;
    return { ...paint(style), content: `${style.content} ${style.width} ${style.height}` };
  };
  interface Related {
    node: Element;
    role: string;
    pseudos: boolean;
  }
  const related = (element: Element): Related[] => {
    const nodes: Related[] = [{ node: element, role: '', pseudos: true }];
    let depth = 0;
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) nodes.push({ node, role: ' of a parent', pseudos: depth++ < 3 });
    Array.from(element.querySelectorAll('*'))
      .slice(0, MAX_DESCENDANTS)
      .forEach((node, index) => nodes.push({ node, role: ' of its content', pseudos: index < 4 }));
    for (const node of [element.previousElementSibling, element.nextElementSibling]) if (node) nodes.push({ node, role: ' of a neighbour', pseudos: true });
    for (const label of Array.from((element as HTMLInputElement).labels ?? [])) nodes.push({ node: label, role: ' of its label', pseudos: true });
    return nodes;
  };
  const snapshot = (nodes: Related[]) =>
    nodes.map(({ node, pseudos }) => ({
      self: paint(getComputedStyle(node)),
      before: pseudos ? pseudo(node, '::before') : null,
      after: pseudos ? pseudo(node, '::after') : null,
    }));
  const finishTransitions = () => {
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  };
  const boxOf = (element: Element) => element.getBoundingClientRect();

  /** Focus on a component's host is on an element in its shadow root: that is what shows it. */
  const innermost = (element: HTMLElement | SVGElement): HTMLElement | SVGElement => {
    let inner = element;
    while (inner.shadowRoot?.activeElement instanceof HTMLElement || inner.shadowRoot?.activeElement instanceof SVGElement) inner = inner.shadowRoot.activeElement;
    return inner;
  };
  const focused = new WeakMap<Element, HTMLElement | SVGElement>();
  window.sightlineFocusKind = (element) => {
    const nameOf = (node: Element | null) => (node ? `${node.localName}${Array.from(node.classList, (name) => `.${name}`).join('')}` : '');
    return [element, element.parentElement, element.parentElement?.parentElement ?? null].map(nameOf).join('<');
  };
  window.sightlineSetFocus = (element, focus) => {
    if (focus) (focused.get(element) ?? element).focus({ preventScroll: true });
    else {
      const inner = innermost(element);
      focused.set(element, inner);
      inner.blur();
    }
    finishTransitions();
  };

  // Scripts that style focus from focus and blur handlers may do it a task later (a framework's render).
  const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

  window.sightlineFocusIndicator = async (host) => {
    const element = innermost(host);
    finishTransitions();
    const nodes = related(element);
    const focused = snapshot(nodes);
    const focusedBox = boxOf(element);
    // Nodes the blur handlers change at once may be an indicator far from the element (a "you are
    // here" mark); only what changes within the blur counts, not what the page's timers change.
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.body, { attributes: true, subtree: true, attributeFilter: ['class', 'style', 'hidden'] });
    window.sightlineSetFocus(host, false);
    const touched = [...new Set(observer.takeRecords().map((record) => record.target as Element))]
      .filter((node) => !nodes.some((known) => known.node === node))
      .slice(0, MAX_DESCENDANTS)
      .map((node): Related => ({ node, role: ' elsewhere on the page', pseudos: true }));
    observer.disconnect();
    await nextTask();
    finishTransitions();
    const unfocused = snapshot([...nodes, ...touched]);
    const unfocusedBox = boxOf(element);
    window.sightlineSetFocus(host, true);
    let refocused: ReturnType<typeof snapshot> = [];
    if (touched.length > 0) {
      await nextTask();
      finishTransitions();
      refocused = snapshot(touched);
    }

    const changes = new Set<string>();
    const changed: Element[] = [];
    const compare = (a: ReturnType<typeof snapshot>[number], b: ReturnType<typeof snapshot>[number], { node, role }: Related) => {
      let differs = false;
      for (const part of ['self', 'before', 'after'] as const) {
        const x = a[part];
        const y = b[part];
        if (!x && !y) continue;
        const keys = Object.keys(x ?? y ?? {});
        for (const key of keys) {
          if (x?.[key] === y?.[key]) continue;
          changes.add(`${part === 'self' ? key : `${key} of a ${part.slice(2)} mark`}${role}`);
          differs = true;
        }
      }
      if (differs) changed.push(node);
    };
    nodes.forEach((entry, index) => compare(focused[index]!, unfocused[index]!, entry));
    touched.forEach((entry, index) => compare(unfocused[nodes.length + index]!, refocused[index]!, entry));
    if (Math.abs(focusedBox.x - unfocusedBox.x) >= 1 || Math.abs(focusedBox.y - unfocusedBox.y) >= 1 || Math.abs(focusedBox.width - unfocusedBox.width) >= 1) changes.add('position');

    // The pixels worth comparing: around the element, and around anything that changed with it.
    let left = focusedBox.left;
    let top = focusedBox.top;
    let right = focusedBox.right;
    let bottom = focusedBox.bottom;
    for (const box of changed.map(boxOf)) {
      if (box.width === 0 && box.height === 0) continue;
      left = Math.min(left, box.left);
      top = Math.min(top, box.top);
      right = Math.max(right, box.right);
      bottom = Math.max(bottom, box.bottom);
    }
    const x = Math.max(0, Math.floor(left - MARGIN));
    const y = Math.max(0, Math.floor(top - MARGIN));
    const width = Math.min(window.innerWidth, Math.ceil(right + MARGIN)) - x;
    const height = Math.min(window.innerHeight, Math.ceil(bottom + MARGIN)) - y;
    return {
      changes: [...changes],
      clip: width > 0 && height > 0 ? { x: x + window.scrollX, y: y + window.scrollY, width, height } : null,
      signature: window.sightlineFocusKind(element),
    };
  };
}

/** One image pixel per CSS pixel: a focus indicator of one CSS pixel still changes the image. */
async function shoot(cdp: CDPSession, clip: NonNullable<IndicatorCheck['clip']>): Promise<string> {
  const { data } = await cdp.send('Page.captureScreenshot', { format: 'png', clip: { ...clip, scale: 1 } });
  return data;
}

/**
 * Whether the pixels in `clip` differ between the element focused (as it is now) and unfocused:
 * focused, unfocused, focused again. When the two focused images differ, something else moves there
 * (a ticker, a carousel, a blinking caret) and the pixels cannot tell: null.
 */
export async function pixelsChangeOnFocus(cdp: CDPSession, clip: NonNullable<IndicatorCheck['clip']>, setFocus: (focused: boolean) => Promise<void>): Promise<boolean | null> {
  const focused = await shoot(cdp, clip);
  await setFocus(false);
  const unfocused = await shoot(cdp, clip);
  await setFocus(true);
  if (focused !== (await shoot(cdp, clip))) return null;
  return focused !== unfocused;
}
