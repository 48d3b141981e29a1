import { describe, expect, it } from 'vitest';
import { titleUnique } from '../../../src/audits/general/title-unique';
import { pageKey } from '../../../src/types';
import { head, siteFacts } from '../../helpers/artifacts';

const page = (url: string, title: string | null, device: 'mobile' | 'desktop' = 'mobile') => ({ url, device, artifacts: { HeadElements: head({ title }) } });

describe('title-unique', () => {
  it('fails pages that share a title (case and spacing ignored) and passes the others', () => {
    const results = titleUnique.auditSite([page('/a', 'Shop'), page('/b', ' shop '), page('/c', 'About us')], siteFacts());
    expect(results.get(pageKey('/a', 'mobile'))).toMatchObject({ outcome: 'failed', details: { sameTitle: ['/b'] } });
    expect(results.get(pageKey('/b', 'mobile'))?.outcome).toBe('failed');
    expect(results.get(pageKey('/c', 'mobile'))?.outcome).toBe('passed');
  });
  it('does not compare the mobile and desktop loads of one page with each other', () => {
    const results = titleUnique.auditSite([page('/a', 'Shop', 'mobile'), page('/a', 'Shop', 'desktop')], siteFacts());
    expect(results.get(pageKey('/a', 'mobile'))?.outcome).toBe('passed');
    expect(results.get(pageKey('/a', 'desktop'))?.outcome).toBe('passed');
  });
  it('leaves an untitled page to document-title', () => {
    expect(titleUnique.auditSite([page('/a', null)], siteFacts()).get(pageKey('/a', 'mobile'))?.outcome).toBe('not-applicable');
  });
});
