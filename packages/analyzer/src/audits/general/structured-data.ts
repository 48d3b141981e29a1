import type { Audit } from '../../types';
import '../../gatherers/general/artifacts';

export const structuredData: Audit<'JsonLd'> = {
  meta: {
    id: 'structured-data',
    category: 'general',
    title: 'Structured data (JSON-LD) is valid JSON',
    failureTitle: 'Structured data (JSON-LD) cannot be parsed',
    description: 'Search engines ignore a JSON-LD block that is not valid JSON, so the rich result it was written for (product, article, breadcrumbs) never appears.',
    recommendation: 'Fix the JSON syntax of each block listed (trailing commas, unescaped quotes, comments) and check it with a structured-data validator.',
    guide: '/guides/general/structured-data',
    severity: 'moderate',
    requiredArtifacts: ['JsonLd'],
  },
  audit({ JsonLd }) {
    if (JsonLd.length === 0) return { outcome: 'not-applicable', explanation: 'The page has no JSON-LD' };
    const failures = JsonLd.flatMap((block) => {
      try {
        const value: unknown = JSON.parse(block.text);
        if (typeof value !== 'object' || value === null) return [{ ...block.element, note: 'Not a JSON object or array' }];
        const items = Array.isArray(value) ? value : [value];
        const untyped = items.some((item) => typeof item !== 'object' || item === null || (!('@type' in item) && !('@graph' in item)));
        return untyped ? [{ ...block.element, note: 'An item has no @type' }] : [];
      } catch (error) {
        return [{ ...block.element, note: error instanceof Error ? error.message : String(error) }];
      }
    });
    if (failures.length === 0) return { outcome: 'passed', displayValue: `${JsonLd.length} block${JsonLd.length > 1 ? 's' : ''}` };
    return { outcome: 'failed', displayValue: `${failures.length} of ${JsonLd.length} blocks invalid`, elements: failures };
  },
};
