import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileRoutePattern, loadWebRoutes, ROUTE_PATTERNS_FILE } from '../../src/plugins/web-routes';

// The expectations are react-router 7's own answers (matchPath with end: true; matchRoutes for whole paths).
describe('compileRoutePattern', () => {
  const cases: Array<[pattern: string, matching: string[], notMatching: string[]]> = [
    ['/', ['/', '//'], ['/pricing']],
    ['/pricing', ['/pricing', '/pricing/', '/Pricing'], ['/pricing/x', '/pricingx', '/x/pricing']],
    ['/survey/:surveyId', ['/survey/abc', '/survey/abc/'], ['/survey', '/survey/', '/survey/a/b']],
    ['/standard-report/:id?', ['/standard-report', '/standard-report/', '/standard-report/abc'], ['/standard-report/a/b', '/standard-reportx']],
    ['/standard-report/:syntheticId/:token', ['/standard-report/a/b'], ['/standard-report/a', '/standard-report/a/b/c']],
    ['/idea-validation/:ideaId/survey-results', ['/idea-validation/42/survey-results'], ['/idea-validation/42', '/idea-validation/42/other']],
    ['/guides/*', ['/guides', '/guides/', '/guides/a', '/guides/biases/anchoring/more'], ['/guidesx', '/guide/a']],
    ['/file.json', ['/file.json'], ['/fileXjson']],
  ];
  for (const [pattern, matching, notMatching] of cases) {
    it(pattern, () => {
      const matcher = compileRoutePattern(pattern);
      for (const path of matching) expect(matcher.test(path), path).toBe(true);
      for (const path of notMatching) expect(matcher.test(path), path).toBe(false);
    });
  }
});

describe('loadWebRoutes', () => {
  const dist = mkdtempSync(join(tmpdir(), 'sightline-routes-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('is null for a build without the list', () => {
    expect(loadWebRoutes(dist)).toBeNull();
  });

  it('matches request paths as the browser routes them: dot segments resolved, segments decoded', () => {
    mkdirSync(join(dist, '.sightline'));
    writeFileSync(join(dist, ROUTE_PATTERNS_FILE), JSON.stringify({ patterns: ['/', '/pricing', '/blog/:slug'] }));
    const routes = loadWebRoutes(dist)!;
    // A segment that does not decode is matched as it is, as react-router does.
    for (const path of ['/', '/pricing', '/a/../pricing', '/pric%69ng', '/blog/a%2Fb', '/blog/caf%C3%A9', '/blog/%E0%A4%A']) expect(routes.matches(path), path).toBe(true);
    for (const path of ['/nope', '//pricing', '/blog/a/b', '/pricing/x']) expect(routes.matches(path), path).toBe(false);
  });
});
