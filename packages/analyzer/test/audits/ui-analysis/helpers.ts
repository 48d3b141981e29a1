// Hand-written artifacts shared by the UI-analysis unit tests.
import type { AuditContext, AuditResult, ElementRef } from '../../../src/types';
import type { VisualStyle } from '../../../src/gatherers/ui/visual-style';
import type { UiScreenshots } from '../../../src/gatherers/ui/screenshots';

export const context = (device: 'mobile' | 'desktop' = 'mobile'): AuditContext => ({
  url: 'https://example.com/',
  device,
  site: { origin: 'https://example.com', robotsTxt: { status: 200, body: '' }, sitemap: null, notFoundProbe: null },
  options: { maxPages: 1, maxDepth: 0, analysisTypes: ['UI_ANALYSIS'], devices: [device], screenshots: true, concurrency: 1, allowPrivate: false, respectRobots: true, pageTimeout: 30_000, outputDir: null },
});

export function ref(selector: string, rect: ElementRef['rect'] = { x: 0, y: 0, width: 100, height: 20 }): ElementRef {
  return { selector, snippet: `<div id="${selector}">`, rect };
}

export function visualStyle(overrides: Partial<VisualStyle> = {}): VisualStyle {
  return {
    viewport: { width: 390, height: 844 },
    textColours: [{ value: 'rgb(34, 34, 34)', count: 20 }, { value: 'rgb(11, 92, 173)', count: 6 }],
    backgroundColours: [{ value: 'rgb(255, 255, 255)', count: 3 }],
    fontSizes: [{ value: '16px', count: 20 }, { value: '28px', count: 2 }],
    fontFamilies: [{ value: 'Arial', count: 22 }],
    buttons: [{ signature: 'rgb(11, 92, 173) | white', count: 3, example: ref('.primary') }],
    aboveFold: { elements: 12, textBlocks: 8, interactive: 3, images: 1 },
    fixed: [],
    layoutShifts: [],
    ...overrides,
  };
}

export function screenshots(colours: Partial<UiScreenshots['colours']> = {}): UiScreenshots {
  return { viewportPath: null, fullPagePath: null, fullPage: { width: 390, height: 2000, devicePixelRatio: 2 }, colours: { distinctColours: 5, whitespaceRatio: 0.6, dominant: '#f8f8f8', ...colours } };
}

export function single(result: AuditResult | AuditResult[]): AuditResult {
  if (Array.isArray(result)) throw new Error('expected one result');
  return result;
}
