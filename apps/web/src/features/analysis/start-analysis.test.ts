import { describe, expect, it } from 'vitest';
import { crawlRequestBody, waitlistPath } from './start-analysis';

describe('crawlRequestBody', () => {
  it('asks for one page, depth 2, the five analysis types and screenshots (spec §9)', () => {
    expect(crawlRequestBody('example.com')).toEqual({
      startUrls: ['example.com'],
      maxPages: 1,
      maxDepth: 2,
      analysisTypes: ['GENERAL', 'SOCIAL', 'USABILITY', 'PAGE_SPEED', 'UI_ANALYSIS'],
      saveScreenshots: true,
    });
  });
});

describe('waitlistPath', () => {
  it('carries domain, syntheticId and whether the analysis started', () => {
    expect(waitlistPath('example.com', 'abc')).toBe('/waitlist?domain=example.com&syntheticId=abc&analysisStarted=true');
    expect(waitlistPath('example.com', null)).toBe('/waitlist?domain=example.com&syntheticId=&analysisStarted=false');
  });
});
