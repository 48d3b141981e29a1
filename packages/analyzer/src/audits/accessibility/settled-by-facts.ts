// What axe-core leaves undecided for a reason that a fact of the page answers (AxeNode.facts, read
// in the page right after axe's run): settled here instead of being handed to a person.
// - Contrast of a control's only visible character when an author-given name replaces it (an "X"
//   button named "Close"): a symbol, not text in a human language, which the contrast rules of text
//   do not ask about (ACT afw4f7 and 09o5cg; WCAG 1.4.11 covers it as non-text content).
// - An ARIA attribute with an empty value: WAI-ARIA treats it as not set, so it has no value to be
//   invalid (ACT 6a7281 applies to non-empty values only).
// - An orientation lock on a document without a single style sheet: there is no CSS to lock it.
import type { AxeNode, AxeRuleResult } from '../../gatherers/accessibility/axe';

export interface FactSettlement {
  /** What stays undecided, or undefined when nothing does. */
  incomplete: AxeRuleResult | undefined;
  /** Elements settled as passing. */
  passed: number;
  /** Elements settled as outside the rule. */
  outOfScope: number;
}

type Verdict = 'passed' | 'out-of-scope' | null;

/** Said of a rule whose undecided elements all turned out to be outside it. */
export const OUT_OF_SCOPE: Record<string, string> = {
  'aria-valid-attr-value': 'The ARIA attributes axe-core could not decide are empty, which WAI-ARIA treats as not set: they have no value to check.',
  'css-orientation-lock': 'The page has no style sheet, so no CSS can lock its orientation.',
};

function verdictOf(ruleId: string, node: AxeNode): Verdict {
  const facts = node.facts;
  if (!facts) return null;
  if ((ruleId === 'color-contrast' || ruleId === 'color-contrast-enhanced') && node.reason === 'shortTextContent' && facts.symbolFor) return 'passed';
  if (ruleId === 'aria-valid-attr-value' && node.reason === 'empty' && facts.emptyAriaOnly === true) return 'out-of-scope';
  if (ruleId === 'css-orientation-lock' && facts.styleSheets === 0) return 'out-of-scope';
  return null;
}

/** Takes the nodes the facts settle out of axe's incomplete result of one rule. */
export function settleByFacts(ruleId: string, incomplete: AxeRuleResult | undefined): FactSettlement {
  if (!incomplete) return { incomplete, passed: 0, outOfScope: 0 };
  const verdicts = incomplete.nodes.map((node) => verdictOf(ruleId, node));
  const passed = verdicts.filter((verdict) => verdict === 'passed').length;
  const outOfScope = verdicts.filter((verdict) => verdict === 'out-of-scope').length;
  if (passed + outOfScope === 0) return { incomplete, passed, outOfScope };
  const nodeCount = incomplete.nodeCount - passed - outOfScope;
  return {
    incomplete: nodeCount > 0 ? { ...incomplete, nodes: incomplete.nodes.filter((_, index) => verdicts[index] === null), nodeCount } : undefined,
    passed,
    outOfScope,
  };
}
