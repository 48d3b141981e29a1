// One audit per axe-core rule, built from axe's own rule metadata (rules are data in axe too), so
// every rule gives one finding per page with its WCAG criteria and ACT rule ids.
import axe from 'axe-core';
import { beyondTarget, DEFAULT_WCAG_LEVEL } from '@sightline/shared';
import type { AxeArtifact } from '../../gatherers/accessibility/axe';
import type { Audit, AuditResult, Severity } from '../../types';
import { withHiddenFocusCheck } from './modal-hidden-focus';
import { decideByPixels } from './pixel-contrast';
import { OUT_OF_SCOPE, settleByFacts } from './settled-by-facts';

interface AxeRuleMeta {
  ruleId: string;
  description: string;
  help: string;
  helpUrl: string;
  tags: string[];
  actIds?: string[];
}

/** `wcag111` → `1.1.1`, `wcag1412` → `1.4.12`; level tags (`wcag2aa`) are not criteria. */
export function wcagFromTags(tags: readonly string[]): string[] {
  const criteria: string[] = [];
  for (const tag of tags) {
    const match = /^wcag(\d)(\d)(\d{1,2})$/.exec(tag);
    if (match) criteria.push(`${match[1]}.${match[2]}.${match[3]}`);
  }
  return criteria;
}

/**
 * ACT mappings axe-core claims but that report failures on cases the ACT rule expects to pass, or
 * leave to a person elements the rule does not apply to (so that even "needs review" misreads the
 * rule); we keep the axe finding but do not claim the ACT rule for it.
 */
const UNRELIABLE_ACT_IDS: Record<string, readonly string[]> = {
  // Flags abbreviations ("Ave." in "University Avenue") and icon-font ligatures as mismatches.
  'label-content-name-mismatch': ['2ee8b8'],
  // Misses that a modal dialog makes the frame inert (frame-tab-order implements akn7bn).
  'frame-focusable-content': ['akn7bn'],
  // Judges every refresh declaration, not only the first valid one the browser obeys.
  'meta-refresh': ['bc659a', 'bisz58'],
  // Leaves every audio element to a person, also one that is not playing and has no play button
  // shown (the rules apply to neither); whether a page's own script plays it cannot be read.
  'audio-caption': ['2eb176', 'afb423'],
  // Leaves a playing video to a person when its sound track is silence, which the rule excludes;
  // telling silence from sound needs the audio itself.
  'no-autoplay-audio': ['80f0bf'],
};

/**
 * ACT rules an axe rule implements without claiming them: `list` holds a ul or ol (the implicit
 * role list) to owning only list items, which is ACT bc4a75's expectation for that role, while axe's
 * own bc4a75 rule (aria-required-children) checks explicit roles only.
 */
const MORE_ACT_IDS: Record<string, readonly string[]> = {
  list: ['bc4a75'],
};

/** Rules whose undecided elements (text over gradients and images) our pixel measurement settles. */
const PIXEL_CONTRAST_RULES = new Set(['color-contrast', 'color-contrast-enhanced']);

/** Rules about the HTML page itself, which axe also runs on SVG and MathML documents. */
const HTML_PAGE_RULES = new Set(['html-has-lang', 'html-lang-valid', 'html-xml-lang-mismatch', 'document-title']);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

function severityOf(impact: AxeArtifact['results'][number]['impact'], fallback: Severity): Severity {
  return impact ?? fallback;
}

export function axeRuleAudit(rule: AxeRuleMeta): Audit<'Axe'> {
  // Rules of a criterion WCAG has made obsolete (4.1.1 Parsing, "always satisfied" since the 2023
  // errata) name no failure.
  const wcag = rule.tags.some((tag) => tag.endsWith('-obsolete')) ? [] : wcagFromTags(rule.tags);
  // Best practices and AAA-only rules are advisory: they do not decide WCAG A/AA conformance.
  const advisory = rule.tags.includes('best-practice') || !rule.tags.some((tag) => /^wcag2\d?a{1,2}$/.test(tag));
  const act = [...(rule.actIds ?? []).filter((id) => !UNRELIABLE_ACT_IDS[rule.ruleId]?.includes(id)), ...(MORE_ACT_IDS[rule.ruleId] ?? [])];
  return {
    meta: {
      // Prefixed: axe's ids (document-title, target-size, summary-name...) are also natural names
      // for other audits of the report, and findings must have unique ids.
      id: `axe-${rule.ruleId}`,
      category: 'accessibility',
      title: rule.help,
      failureTitle: rule.help,
      description: `${rule.help} (axe-core rule ${rule.ruleId}).`,
      // axe's description is the instruction ("Ensure <img> elements have alternative text…").
      recommendation: `${rule.description}. Each element listed says what to change; axe-core's rule page: ${rule.helpUrl.replace(/\?.*$/, '')}`,
      severity: advisory ? 'minor' : 'serious',
      wcag,
      act,
      requiredArtifacts: ['Axe'],
    },
    audit({ Axe }, { options }): AuditResult {
      if (HTML_PAGE_RULES.has(rule.ruleId) && !HTML_TYPES.has(Axe.contentType)) return { outcome: 'not-applicable', explanation: `Not an HTML page (${Axe.contentType}).` };
      const results = Axe.results.filter((result) => result.id === rule.ruleId);
      const violation = results.find((result) => result.outcome === 'violation');
      // What axe could not decide, less what facts read in the page settle.
      const settled = settleByFacts(rule.ruleId, results.find((result) => result.outcome === 'incomplete'));
      const { incomplete } = settled;
      const toElements = (result: AxeArtifact['results'][number]) =>
        result.nodes.map((node) => ({ selector: node.selector, snippet: node.snippet, rect: node.rect, ...(node.message ? { note: node.message } : {}) }));
      // What axe could not decide, settled from pixels where the verdict is clear.
      const pixels = PIXEL_CONTRAST_RULES.has(rule.ruleId) ? decideByPixels(rule.ruleId, incomplete, Axe.pixelContrast) : null;
      if (violation || pixels?.failed.length) {
        const target = options.wcagLevel ?? DEFAULT_WCAG_LEVEL;
        // Above the target (AAA rules at AA): advice that weighs nothing in the score (config/weights/accessibility.ts).
        const beyond = beyondTarget(wcag, target);
        const count = (violation?.nodeCount ?? 0) + (pixels?.failed.length ?? 0);
        return {
          outcome: 'failed',
          severity: beyond ? 'minor' : severityOf(violation?.impact ?? incomplete?.impact ?? null, advisory ? 'minor' : 'serious'),
          elements: [...(violation ? toElements(violation) : []), ...(pixels?.failed ?? [])],
          displayValue: `${count} element${count === 1 ? '' : 's'}`,
          ...(beyond
            ? { explanation: `Beyond this analysis's target of WCAG level ${target}: WCAG ${wcag.join(', ')} is a stricter level. Advice; it does not lower the accessibility score.` }
            : {}),
        };
      }
      const review = pixels ? (pixels.undecidedCount > 0 ? pixels.undecided : null) : incomplete ? toElements(incomplete) : null;
      if (review) {
        return {
          outcome: 'needs-review',
          elements: review,
          explanation: `axe-core could not decide these elements automatically; a person should check them.${pixels && Axe.pixelContrast.error ? ` ${Axe.pixelContrast.error}` : ''}`,
        };
      }
      if (pixels?.passed) return { outcome: 'passed', explanation: 'The text over gradients or images was measured from pixels and reaches the contrast it needs.' };
      if (settled.passed > 0) {
        return {
          outcome: 'passed',
          explanation: "Each undecided element is a control's only visible character that its label replaces (an \"X\" named \"Close\"): a symbol, not text, so text contrast does not apply (its contrast as non-text content is WCAG 1.4.11's).",
        };
      }
      if (results.some((result) => result.outcome === 'pass')) return { outcome: 'passed' };
      const outOfScope = settled.outOfScope > 0 ? OUT_OF_SCOPE[rule.ruleId] : undefined;
      return { outcome: 'not-applicable', ...(outOfScope ? { explanation: outOfScope } : {}) };
    },
  };
}

/** Rules whose undecided results a check of ours settles with what it saw in the page. */
const SETTLED_BY: Record<string, (audit: Audit<'Axe'>) => Audit<'Axe' | 'HiddenFocus'>> = {
  'aria-hidden-focus': withHiddenFocusCheck,
};

export const axeAudits: Array<Audit<'Axe' | 'HiddenFocus'>> = (axe.getRules() as AxeRuleMeta[]).map((rule) => (SETTLED_BY[rule.ruleId] ?? ((audit) => audit))(axeRuleAudit(rule)));
