/// <reference lib="dom" />
// Runs axe-core with every rule enabled (experimental ones too: several implement ACT rules that
// the default set leaves out) in the page and each of its frames.
import axe from 'axe-core';
import type { Gatherer, Rect } from '../../types';
import { prepareForPageFunctions } from './page-functions';

export type AxeOutcome = 'violation' | 'incomplete' | 'pass' | 'inapplicable';

export interface AxeNode {
  /** CSS selector; for content inside frames, the frame's selectors joined with ` >>> `. */
  selector: string;
  snippet: string;
  rect: Rect | null;
  /** axe's summary of what to fix (violations and incomplete only). */
  message: string;
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
}

declare module '../../types' {
  interface Artifacts {
    Axe: AxeArtifact;
  }
}

const MAX_NODES = 20;
const SNIPPET_LENGTH = 300;

/** The part that runs in the page: axe is already injected into every frame. */
async function runAxeInPage({ maxNodes, snippetLength }: { maxNodes: number; snippetLength: number }): Promise<AxeArtifact> {
  const rules = Object.fromEntries(window.axe.getRules().map((rule) => [rule.ruleId, { enabled: true }]));
  const raw = await window.axe.run(document, {
    rules,
    resultTypes: ['violations', 'incomplete'],
    iframes: true,
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
  const groups: Array<[AxeOutcome, typeof raw.violations]> = [
    ['violation', raw.violations],
    ['incomplete', raw.incomplete],
    ['pass', raw.passes],
    ['inapplicable', raw.inapplicable],
  ];
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
            }))
          : [],
      });
    }
  }
  return { version: window.axe.version, contentType: document.contentType, results };
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

export const axeGatherer: Gatherer<'Axe'> = {
  name: 'Axe',
  phase: 'passive',
  async gather({ page }) {
    // Every frame needs its own copy: the top frame's axe asks the others over postMessage.
    await Promise.all(page.frames().map((frame) => frame.evaluate(axe.source).catch(() => undefined)));
    await prepareForPageFunctions(page);
    return page.evaluate(runAxeInPage, { maxNodes: MAX_NODES, snippetLength: SNIPPET_LENGTH });
  },
};
