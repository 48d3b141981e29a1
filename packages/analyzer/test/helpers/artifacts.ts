// Hand-written artifacts for audit unit tests: realistic defaults, overridden per test.
import type { MainDocument } from '../../src/gatherers/base/artifacts';
import type { HeadElements } from '../../src/gatherers/general/artifacts';
import type { AuditContext, SiteFacts } from '../../src/types';

export function mainDocument(overrides: Partial<MainDocument> = {}): MainDocument {
  return {
    requestedUrl: 'https://shop.test/',
    finalUrl: 'https://shop.test/',
    status: 200,
    statusText: 'OK',
    headers: { 'content-type': 'text/html; charset=utf-8' },
    mimeType: 'text/html',
    redirects: [],
    ...overrides,
  };
}

type Meta = HeadElements['metas'][number];

export function meta(fields: Partial<Meta>): Meta {
  return { name: null, property: null, httpEquiv: null, content: '', ...fields };
}

export function head(overrides: Partial<HeadElements> = {}): HeadElements {
  return { title: 'Handmade shoes — Shop', titleCount: 1, lang: 'en', metas: [], links: [], ...overrides };
}

export function siteFacts(overrides: Partial<SiteFacts> = {}): SiteFacts {
  return {
    origin: 'https://shop.test',
    robotsTxt: { status: 200, body: 'User-agent: *\nDisallow: /admin\nSitemap: https://shop.test/sitemap.xml\n' },
    sitemap: { url: 'https://shop.test/sitemap.xml', status: 200, urls: ['https://shop.test/', 'https://shop.test/about'] },
    notFoundProbe: { url: 'https://shop.test/sightline-404-check-abc', status: 404, hasHtml: true },
    httpRedirect: { url: 'http://shop.test/', status: 301, location: 'https://shop.test/', error: null },
    ...overrides,
  };
}

export function auditContext(overrides: Partial<AuditContext> = {}): AuditContext {
  return { url: 'https://shop.test/', device: 'mobile', site: siteFacts(), options: { maxPages: 25, maxDepth: 3, analysisTypes: ['GENERAL', 'SOCIAL'], devices: ['mobile'], screenshots: false, concurrency: 2, allowPrivate: false, respectRobots: true, pageTimeout: 45_000, outputDir: null }, ...overrides };
}

export function element(selector: string) {
  return { selector, snippet: `<${selector}>`, rect: { x: 0, y: 0, width: 100, height: 20 } };
}
