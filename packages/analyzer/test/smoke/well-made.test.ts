// The whole engine over ordinary, well-made pages (test/fixtures/well-made): a library's home page
// and a page of its help docs. An expert would pass them on every WCAG A and AA criterion, so no
// finding may name one as failed. What they do have is advice, which stays a finding but names no
// criterion: an 80-character title, two h1 in separate sections, a bare URL as link text, and grey
// text that meets AA contrast but not AAA. And they carry layouts that once produced false failures:
// links floated inside list items, and an empty, transparent sticky placeholder over the header
// that also sticks out of the page at 320 px.
import { join } from 'node:path';
import { withinTarget } from '@sightline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyze } from '../../src/index';
import type { Finding, Report } from '../../src/types';
import { expectReportContract } from '../helpers/report-contract';
import { FIXTURES } from '../helpers/sites';
import { startStaticServer, type StaticServer } from '../helpers/static-server';

const PAGES = ['/', '/docs/getting-started.html'];

let server: StaticServer;
let report: Report;

beforeAll(async () => {
  server = await startStaticServer(join(FIXTURES, 'well-made'));
  report = await analyze({
    url: `${server.url}/`,
    maxPages: PAGES.length,
    devices: ['mobile', 'desktop'],
    analysisTypes: ['GENERAL', 'USABILITY', 'UI_ANALYSIS'],
    allowPrivate: true,
    respectRobots: false,
  });
}, 120_000);

afterAll(() => server?.close());

const findingsOf = (path: string): Finding[] => report.pages.find((page) => page.url === `${server.url}${path}`)?.findings ?? [];
const all = (): Array<{ path: string; finding: Finding }> => PAGES.flatMap((path) => findingsOf(path).map((finding) => ({ path, finding })));
const describeFinding = ({ path, finding }: { path: string; finding: Finding }) =>
  `${path} ${finding.id} (${finding.device}) WCAG ${finding.wcag.join(', ')}: ${finding.displayValue ?? finding.explanation ?? finding.title}`;

describe('well-made pages', () => {
  it('analyses both pages on both devices, against the default AA target', () => {
    expect(report.pages.filter((page) => page.error === null).map((page) => page.url.replace(server.url, ''))).toEqual(PAGES);
    expect(report.options.wcagLevel).toBe('AA');
    expectReportContract(report);
  });

  it('has no finding that names a failed WCAG A or AA success criterion', () => {
    const failures = all().filter(({ finding }) => finding.outcome === 'failed' && finding.wcag.some((criterion) => withinTarget(criterion, 'AA')));
    expect(failures.map(describeFinding)).toEqual([]);
  });

  it('reads floated menu links, an empty sticky placeholder and its overflow at 320 px as the visitor sees them', () => {
    const outcomes = all()
      .filter(({ finding }) => ['reading-order', 'content-under-fixed', 'reflow'].includes(finding.id))
      .map(({ path, finding }) => `${path} ${finding.id} (${finding.device}): ${finding.outcome}`);
    expect(outcomes).toHaveLength(2 * 2 * 3);
    // Not applicable: once the placeholder counts as nothing, the home page has no pinned box at all.
    expect(outcomes.filter((outcome) => !/: (passed|not-applicable)$/.test(outcome))).toEqual([]);
    // The placeholder does widen the page at 320 px; it is passed because it paints nothing there.
    for (const path of PAGES) expect(findingsOf(path).find((finding) => finding.id === 'reflow')?.explanation).toMatch(/^Only empty boxes/);
    // Nor is it an overlay: on the home page, whose header scrolls away, nothing covers the first screen.
    const overlays = all()
      .filter(({ finding }) => finding.id === 'overlays')
      .map(({ path, finding }) => `${path} ${finding.device}: ${finding.outcome}${path === '/' ? `, ${finding.displayValue}` : ''}`);
    expect(overlays.sort()).toEqual(['/ desktop: passed, 0 % of the first screen covered', '/ mobile: passed, 0 % of the first screen covered', '/docs/getting-started.html desktop: passed', '/docs/getting-started.html mobile: passed']);
  });

  it('keeps advice as findings that name no criterion', () => {
    const docs = findingsOf('/docs/getting-started.html').filter((finding) => finding.device === 'desktop');
    for (const id of ['document-title', 'heading-outline', 'link-text']) expect(docs.find((finding) => finding.id === id), id).toMatchObject({ outcome: 'failed', wcag: [] });
  });

  it('shows AAA contrast as minor advice beyond the AA target, weighing nothing in a full accessibility score', () => {
    const enhanced = findingsOf('/docs/getting-started.html').find((finding) => finding.id === 'axe-color-contrast-enhanced');
    expect(enhanced).toMatchObject({ outcome: 'failed', severity: 'minor', wcag: ['1.4.6'] });
    expect(report.scoring.weights.accessibility['axe-color-contrast-enhanced']).toBe(0);
    expect(report.pages.map((page) => page.scores.accessibility)).toEqual([100, 100]);
  });
});
