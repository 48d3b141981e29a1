import { describe, expect, it } from 'vitest';
import { metaRefreshDelay } from '../../../src/audits/accessibility/meta-refresh-delay';
import { metaRefreshImmediate } from '../../../src/audits/accessibility/meta-refresh-immediate';
import { refreshDelay } from '../../../src/audits/accessibility/meta-refresh-parse';
import { context, element, single } from './helpers';

const metas = (...contents: Array<string | null>) => ({ MetaRefresh: contents.map((content) => ({ element: element('meta'), content })) });

describe('meta refresh', () => {
  it('parses the delay the way browsers do', () => {
    expect(refreshDelay('0; URL=https://example.com')).toBe(0);
    expect(refreshDelay('  30')).toBe(30);
    expect(refreshDelay('5.9, https://example.com')).toBe(5);
    expect(refreshDelay('.5')).toBe(0);
    for (const invalid of [null, '', '; 30', '+5; x', '-1', 'foo', '0: https://example.com']) expect(refreshDelay(invalid)).toBeNull();
  });

  it('meta-refresh-delay allows no delay and the 20 hour exception, judging the first valid declaration', () => {
    expect(single(metaRefreshDelay.audit(metas('30'), context)).outcome).toBe('failed');
    expect(single(metaRefreshDelay.audit(metas('72000; https://example.com'), context)).outcome).toBe('failed');
    expect(single(metaRefreshDelay.audit(metas('72001'), context)).outcome).toBe('passed');
    expect(single(metaRefreshDelay.audit(metas('0; https://example.com', '5'), context)).outcome).toBe('passed');
    expect(single(metaRefreshDelay.audit(metas('0: https://example.com', '5'), context)).outcome).toBe('failed');
    expect(single(metaRefreshDelay.audit(metas('foo', null), context)).outcome).toBe('not-applicable');
  });

  it('meta-refresh-immediate allows no exception', () => {
    expect(single(metaRefreshImmediate.audit(metas('72001'), context)).outcome).toBe('failed');
    expect(single(metaRefreshImmediate.audit(metas('0'), context)).outcome).toBe('passed');
    expect(single(metaRefreshImmediate.audit(metas(), context)).outcome).toBe('not-applicable');
  });
});
