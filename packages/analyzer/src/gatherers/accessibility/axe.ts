/// <reference lib="dom" />
// Runs axe-core with every rule enabled (experimental ones too: several implement ACT rules that
// the default set leaves out) in the page and each of its frames.
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { prepareForPageFunctions } from './page-functions';
import { measurePixelContrast, type ContrastReviewNode, type PixelContrastFacts } from './pixel-contrast';
import type { Gatherer, Rect } from '../../types';

export type AxeOutcome = 'violation' | 'incomplete' | 'pass' | 'inapplicable';

export interface AxeNode {
  /** CSS selector; for content inside frames, the frame's selectors joined with ` >>> `. */
  selector: string;
  snippet: string;
  rect: Rect | null;
  /** axe's summary of what to fix (violations and incomplete only). */
  message: string;
  /** Incomplete nodes: axe's message key for why it could not decide (`shortTextContent`, `empty`, `bgImage`…). */
  reason?: string;
  /**
   * What the page shows where axe's reason leaves a question the DOM answers (readSettlingFacts):
   * `symbolFor`, the author-given name of the control whose only visible character this is, when
   * that name does not contain the character (an "X" button named "Close"); `emptyAriaOnly`, the
   * element's empty ARIA attributes are all axe could have left undecided on it; `styleSheets`, how
   * many style sheets the node's document and its open shadow roots have.
   */
  facts?: { symbolFor?: string; emptyAriaOnly?: boolean; styleSheets?: number };
}

export interface AxeRuleResult {
  id: string;
  outcome: AxeOutcome;
  impact: 'critical' | 'serious' | 'moderate' | 'minor' | null;
  /** Nodes for violations and incomplete results only, at most MAX_NODES. */
  nodes: AxeNode[];
  nodeCount: number;
}

export interface AxeArtifact {
  version: string;
  /** `document.contentType`: page-level HTML rules do not apply to SVG or MathML documents. */
  contentType: string;
  results: AxeRuleResult[];
  /** Contrast measured from pixels for the text axe could not decide (gradients, images behind it). */
  pixelContrast: PixelContrastFacts;
}

/** What axe's run in the page returns: its results, and the contrast nodes it left undecided and why. */
type AxeRun = Omit<AxeArtifact, 'pixelContrast'> & { contrastReview: ContrastReviewNode[] };

declare module '../../types' {
  interface Artifacts {
    Axe: AxeArtifact;
  }
}

const MAX_NODES = 20;

// axe's bundle is UMD: on a page with an AMD loader (RequireJS, Dojo, Esri) it hands itself to the
// page's `define` instead of setting window.axe, and a strict loader throws there, which took the
// whole axe layer down. Shadowing the module globals makes it take the browser-global path.
const AXE_SOURCE = `(function (define, module, exports, require) {\n${axe.source}\n}).call(window);`;
const SNIPPET_LENGTH = 300;

/** The part that runs in the page: axe is already injected into every frame. */
async function runAxeInPage({ maxNodes, snippetLength, iframes }: { maxNodes: number; snippetLength: number; iframes: boolean }): Promise<AxeRun> {
  const rules = Object.fromEntries(window.axe.getRules().map((rule) => [rule.ruleId, { enabled: true }]));
  const raw = await window.axe.run(document, {
    rules,
    resultTypes: ['violations', 'incomplete'],
    iframes,
    elementRef: false,
    selectors: true,
    ancestry: false,
    xpath: false,
    absolutePaths: false,
  });
  const rectOf = (target: unknown[]): { x: number; y: number; width: number; height: number } | null => {
    if (target.length !== 1 || typeof target[0] !== 'string') return null;
    let element: Element | null = null;
    try {
      element = document.querySelector(target[0]);
    } catch {
      return null;
    }
    if (!element) return null;
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return null;
    return { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height };
  };
  const selectorOf = (target: unknown[]): string => target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' >>> ');
  // The element of a target in this document (through open shadow roots), not inside a frame.
  const elementOf = (target: unknown[]): Element | null => {
    if (target.length !== 1) return null;
    const path = Array.isArray(target[0]) ? (target[0] as unknown[]) : [target[0]];
    let scope: Document | ShadowRoot | null = document;
    let element: Element | null = null;
    for (const part of path) {
      if (!scope || typeof part !== 'string') return null;
      try {
        element = scope.querySelector(part);
      } catch {
        return null;
      }
      scope = element?.shadowRoot ?? null;
    }
    return element;
  };
  const reasonOf = (node: (typeof raw.incomplete)[number]['nodes'][number]): string | undefined => {
    for (const check of [...node.any, ...node.all, ...node.none]) {
      const key = (check.data as { messageKey?: unknown } | null)?.messageKey;
      if (typeof key === 'string') return key;
    }
    return undefined;
  };
  // Attributes whose value axe may leave for a person while it reports only the last one (an
  // empty attribute) as its reason: an element with one of these set is not settled by "empty".
  const REVIEWED_ATTRIBUTES = ['aria-current', 'aria-describedby', 'aria-labelledby', 'aria-controls'];
  const CONTROLS = 'button, a[href], summary, [role="button" i], [role="link" i], [role="menuitem" i], [role="tab" i], [role="option" i], [role="switch" i], [role="checkbox" i], [role="radio" i], [role="treeitem" i]';
  const composedParent = (element: Element): Element | null => element.parentElement ?? ((element.getRootNode() as ShadowRoot).host || null);
  /** Style sheets of the document and of every open shadow root in it. */
  const countStyleSheets = (): number => {
    let count = document.styleSheets.length + document.adoptedStyleSheets.length;
    for (const element of Array.from(document.querySelectorAll('*'))) {
      if (element.shadowRoot) count += element.shadowRoot.styleSheets.length + element.shadowRoot.adoptedStyleSheets.length;
    }
    return count;
  };
  /** Facts that settle what axe left undecided for some reasons (AxeNode.facts). */
  const readSettlingFacts = (ruleId: string, reason: string | undefined, element: Element | null): AxeNode['facts'] | undefined => {
    if (!element) return undefined;
    if ((ruleId === 'color-contrast' || ruleId === 'color-contrast-enhanced') && reason === 'shortTextContent') {
      let control: Element | null = element;
      while (control && !control.matches(CONTROLS)) control = composedParent(control);
      const shown = control instanceof HTMLElement ? control.innerText.trim() : '';
      if (!control || Array.from(shown).length !== 1) return undefined;
      // An author-given name replaces the control's content: aria-labelledby first, then aria-label.
      const root = control.getRootNode() as Document | ShadowRoot;
      const labelledBy = (control.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => (id ? root.getElementById?.(id)?.textContent?.trim() : undefined))
        .filter(Boolean)
        .join(' ');
      const name = (labelledBy || control.getAttribute('aria-label') || '').trim();
      const words = name.toLowerCase().split(/[^\p{L}\p{N}]+/u);
      return name && !words.includes(shown.toLowerCase()) ? { symbolFor: name } : undefined;
    }
    if (ruleId === 'aria-valid-attr-value' && reason === 'empty') {
      return { emptyAriaOnly: Array.from(element.attributes).every((attribute) => attribute.value === '' || !REVIEWED_ATTRIBUTES.includes(attribute.name)) };
    }
    if (ruleId === 'css-orientation-lock' && element === document.documentElement) return { styleSheets: countStyleSheets() };
    return undefined;
  };
  const groups: Array<[AxeOutcome, typeof raw.violations]> = [
    ['violation', raw.violations],
    ['incomplete', raw.incomplete],
    ['pass', raw.passes],
    ['inapplicable', raw.inapplicable],
  ];
  const incompleteDetails = (ruleId: string, node: (typeof raw.incomplete)[number]['nodes'][number]): Pick<AxeNode, 'reason' | 'facts'> => {
    const reason = reasonOf(node);
    const facts = readSettlingFacts(ruleId, reason, elementOf(node.target as unknown[]));
    return { ...(reason ? { reason } : {}), ...(facts ? { facts } : {}) };
  };
  const results: AxeRuleResult[] = [];
  for (const [outcome, list] of groups) {
    for (const rule of list) {
      const keepNodes = outcome === 'violation' || outcome === 'incomplete';
      results.push({
        id: rule.id,
        outcome,
        impact: rule.impact ?? null,
        nodeCount: rule.nodes.length,
        nodes: keepNodes
          ? rule.nodes.slice(0, maxNodes).map((node) => ({
              selector: selectorOf(node.target as unknown[]),
              snippet: node.html.slice(0, snippetLength),
              rect: rectOf(node.target as unknown[]),
              message: node.failureSummary ?? '',
              ...(outcome === 'incomplete' ? incompleteDetails(rule.id, node) : {}),
            }))
          : [],
      });
    }
  }
  const contrastReview: ContrastReviewNode[] = [];
  for (const rule of raw.incomplete) {
    if (rule.id !== 'color-contrast' && rule.id !== 'color-contrast-enhanced') continue;
    for (const node of rule.nodes) {
      const data = [...node.any, ...node.all, ...node.none].find((check) => check.id === rule.id)?.data as { messageKey?: string; expectedContrastRatio?: string } | undefined;
      const expected = Number.parseFloat(data?.expectedContrastRatio ?? '');
      contrastReview.push({ rule: rule.id, selector: selectorOf(node.target as unknown[]), reason: data?.messageKey ?? null, expected: Number.isFinite(expected) ? expected : null });
    }
  }
  return { version: window.axe.version, contentType: document.contentType, results, contrastReview };
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

const AXE_WORLD = 'sightline-axe';

/**
 * A page that replaces built-ins axe relies on (`Array.prototype.map`, `JSON`, `Promise`: some
 * sites do) breaks axe in the page's own world. Then axe runs again in an isolated world of the
 * top frame: the same DOM with the browser's own built-ins. Frames are not reached from there
 * (axe talks to them over postMessage from the page's world), so this is the fallback only.
 */
async function runIsolated(page: Page): Promise<AxeRun> {
  const session = await page.context().newCDPSession(page);
  try {
    const { frameTree } = (await session.send('Page.getFrameTree')) as { frameTree: { frame: { id: string } } };
    const { executionContextId } = await session.send('Page.createIsolatedWorld', { frameId: frameTree.frame.id, worldName: AXE_WORLD });
    // esbuild's keepNames helper (see prepareForPageFunctions) must exist in this world too.
    await session.send('Runtime.evaluate', { expression: `globalThis.__name ??= (fn) => fn; ${AXE_SOURCE}`, contextId: executionContextId });
    const result = await session.send('Runtime.callFunctionOn', {
      functionDeclaration: runAxeInPage.toString(),
      executionContextId,
      arguments: [{ value: { maxNodes: MAX_NODES, snippetLength: SNIPPET_LENGTH, iframes: false } }],
      awaitPromise: true,
      returnByValue: true,
    });
    if (result.exceptionDetails) throw new Error(`axe could not run on this page: ${result.exceptionDetails.exception?.description ?? result.exceptionDetails.text}`);
    return result.result.value as AxeRun;
  } finally {
    await session.detach().catch(() => undefined);
  }
}

export const axeGatherer: Gatherer<'Axe'> = {
  name: 'Axe',
  phase: 'passive',
  async gather({ page, cdp }) {
    // Every frame needs its own copy: the top frame's axe asks the others over postMessage.
    await Promise.all(page.frames().map((frame) => frame.evaluate(AXE_SOURCE).catch(() => undefined)));
    await prepareForPageFunctions(page);
    const { contrastReview, ...run } = await page
      .evaluate(runAxeInPage, { maxNodes: MAX_NODES, snippetLength: SNIPPET_LENGTH, iframes: true })
      .catch(() => runIsolated(page));
    return { ...run, pixelContrast: await measurePixelContrast(page, cdp, contrastReview) };
  },
};
