import { describe, expect, it } from 'vitest';
import { labSample } from '../../../src/audits/page-speed/lab-sample';
import { TemplateSampler, urlTemplate } from '../../../src/sampling/url-template';
import { Exclusive } from '../../../src/sampling/exclusive';
import { defaultLabRuns } from '../../../src/sampling/lab-runs';
import { resolveOptions } from '../../../src/runner';
import { SITE_WIDE } from '../../../src/types';
import { labMeasured, labNotSampled } from './helpers';

describe('URL templates', () => {
  it('groups pages below a section and id-like segments, keeps top-level pages apart', () => {
    expect(urlTemplate('https://x.com/blog/my-first-post')).toBe('https://x.com/blog/*');
    expect(urlTemplate('https://x.com/blog/another')).toBe('https://x.com/blog/*');
    expect(urlTemplate('https://x.com/shop/123/reviews')).toBe('https://x.com/shop/*/reviews');
    expect(urlTemplate('https://x.com/about')).toBe('https://x.com/about');
    expect(urlTemplate('https://x.com/pricing')).toBe('https://x.com/pricing');
    expect(urlTemplate('https://x.com/')).toBe('https://x.com/');
  });

  it('samples the first page of each template and names it for the others', () => {
    const sampler = new TemplateSampler();
    expect(sampler.decide('https://x.com/blog/a')).toEqual({ template: 'https://x.com/blog/*', representative: 'https://x.com/blog/a', isSample: true });
    expect(sampler.decide('https://x.com/blog/b')).toEqual({ template: 'https://x.com/blog/*', representative: 'https://x.com/blog/a', isSample: false });
    expect(sampler.decide('https://x.com/blog/a').isSample).toBe(true);
    expect(sampler.decide('https://x.com/about').isSample).toBe(true);
    expect(sampler.sample()).toEqual([
      { template: 'https://x.com/blog/*', url: 'https://x.com/blog/a' },
      { template: 'https://x.com/about', url: 'https://x.com/about' },
    ]);
  });
});

describe('Exclusive', () => {
  it('runs one task at a time, in order, and goes on after a failure', async () => {
    const exclusive = new Exclusive();
    const log: string[] = [];
    const task = (name: string, fail = false) => async () => {
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`end ${name}`);
      if (fail) throw new Error(name);
      return name;
    };
    const results = await Promise.allSettled([exclusive.run(task('a')), exclusive.run(task('b', true)), exclusive.run(task('c'))]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('knows the weight of the work queued ahead, failed tasks included, until each settles', async () => {
    const exclusive = new Exclusive();
    const release: Array<() => void> = [];
    const blocked = (fail: boolean) => () => new Promise<void>((resolve, reject) => release.push(() => (fail ? reject(new Error('x')) : resolve())));
    expect(exclusive.ahead).toBe(0);
    const first = exclusive.run(blocked(true), 3);
    const second = exclusive.run(blocked(false), 1);
    expect(exclusive.ahead).toBe(4);
    await new Promise((resolve) => setTimeout(resolve, 0));
    release.shift()!();
    await expect(first).rejects.toThrow('x');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(exclusive.ahead).toBe(1);
    release.shift()!();
    await second;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(exclusive.ahead).toBe(0);
  });
});

describe('lab runs', () => {
  it('measure small scans three times and large ones once, unless told', () => {
    expect(defaultLabRuns(1)).toBe(3);
    expect(defaultLabRuns(3)).toBe(3);
    expect(defaultLabRuns(10)).toBe(2);
    expect(defaultLabRuns(200)).toBe(1);
    expect(resolveOptions({ maxPages: 1 }).runs).toBe(3);
    expect(resolveOptions({ maxPages: 1, runs: 1 }).runs).toBe(1);
    expect(resolveOptions({}).runs).toBe(1);
  });
});

describe('lab-sample', () => {
  it('lists each template with its sampled page and every page it stands for', () => {
    const results = labSample.auditSite(
      [
        { url: 'https://example.com/blog/a', device: 'mobile', artifacts: { LabPerformance: labMeasured() } },
        { url: 'https://example.com/blog/b', device: 'mobile', artifacts: { LabPerformance: labNotSampled } },
      ],
      { origin: 'https://example.com', robotsTxt: { status: 200, body: '' }, sitemap: null, notFoundProbe: null },
    );
    const result = results.get(SITE_WIDE)!;
    expect(result.outcome).toBe('passed');
    expect(result.details).toMatchObject({ templates: [{ template: 'https://example.com/blog/*', sample: 'https://example.com/blog/a', pageCount: 2, score: 0.8 }] });
  });

  it('says so when a template was measured on a machine too slow for trustworthy lab figures, naming the slowest', () => {
    const site = { origin: 'https://example.com', robotsTxt: { status: 200, body: '' }, sitemap: null, notFoundProbe: null };
    const results = labSample.auditSite(
      [
        { url: 'https://example.com/', device: 'mobile', artifacts: { LabPerformance: labMeasured({ template: 'https://example.com/', environment: { benchmarkIndex: 1400, slow: false } }) } },
        { url: 'https://example.com/blog/a', device: 'mobile', artifacts: { LabPerformance: labMeasured({ environment: { benchmarkIndex: 900, slow: true } }) } },
        { url: 'https://example.com/about', device: 'mobile', artifacts: { LabPerformance: labMeasured({ template: 'https://example.com/about', environment: { benchmarkIndex: 700, slow: true } }) } },
      ],
      site,
    );
    expect(results.get(SITE_WIDE)?.explanation).toMatch(/CPU benchmark 700/);
    const fast = labSample.auditSite([{ url: 'https://example.com/blog/a', device: 'mobile', artifacts: { LabPerformance: labMeasured() } }], site);
    expect(fast.get(SITE_WIDE)?.explanation).toBeUndefined();
  });

  it('fails when a template got no measurement', () => {
    const unmeasured = { measured: false as const, reason: 'no DevTools port', template: null, representative: null };
    const results = labSample.auditSite([{ url: 'https://example.com/x', device: 'mobile', artifacts: { LabPerformance: unmeasured } }], { origin: 'https://example.com', robotsTxt: { status: 200, body: '' }, sitemap: null, notFoundProbe: null });
    expect(results.get(SITE_WIDE)?.outcome).toBe('failed');
  });
});
