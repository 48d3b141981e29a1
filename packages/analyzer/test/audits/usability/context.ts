// The audit context and element refs the usability unit tests share.
import type { AuditContext, AuditResult, ElementRef } from '../../../src/types';

export const mobileContext: AuditContext = {
  url: 'https://example.com/',
  device: 'mobile',
  site: { origin: 'https://example.com', robotsTxt: { status: 200, body: '' }, sitemap: null, notFoundProbe: null },
  options: {
    maxPages: 1,
    maxDepth: 0,
    analysisTypes: ['USABILITY'],
    devices: ['mobile'],
    screenshots: false,
    concurrency: 1,
    allowPrivate: false,
    respectRobots: true,
    pageTimeout: 30_000,
    outputDir: null,
  },
};

export function ref(selector: string, rect: ElementRef['rect'] = { x: 0, y: 0, width: 100, height: 20 }): ElementRef & { rect: NonNullable<ElementRef['rect']> } {
  return { selector, snippet: `<div id="${selector}">`, rect: rect ?? { x: 0, y: 0, width: 0, height: 0 } };
}

/** The audits here return one result; this unwraps the union type. */
export function single(result: AuditResult | AuditResult[]): AuditResult {
  if (Array.isArray(result)) throw new Error('expected one result');
  return result;
}
