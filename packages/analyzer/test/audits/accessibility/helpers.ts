import type { AuditContext, AuditResult, ElementRef, Rect } from '../../../src/types';

export const context: AuditContext = {
  url: 'https://example.test/',
  device: 'desktop',
  site: { origin: 'https://example.test', robotsTxt: { status: 200, body: '' }, sitemap: null, notFoundProbe: null },
  options: {
    maxPages: 1,
    maxDepth: 0,
    analysisTypes: ['USABILITY'],
    devices: ['desktop'],
    screenshots: false,
    concurrency: 1,
    allowPrivate: false,
    respectRobots: true,
    pageTimeout: 30_000,
    outputDir: null,
  },
};

export function element(selector: string, rect: Rect | null = { x: 0, y: 0, width: 100, height: 20 }): ElementRef {
  return { selector, snippet: `<${selector}>`, rect };
}

/** The single result of an audit that returns one. */
export function single(result: AuditResult | AuditResult[]): AuditResult {
  if (Array.isArray(result)) throw new Error('expected one result');
  return result;
}
