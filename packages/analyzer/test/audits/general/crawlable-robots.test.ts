import { describe, expect, it } from 'vitest';
import { crawlableRobots } from '../../../src/audits/general/crawlable-robots';
import { auditContext, head, mainDocument, meta } from '../../helpers/artifacts';

describe('crawlable-robots', () => {
  it('passes an indexable page', () => {
    const result = crawlableRobots.audit({ HeadElements: head({ metas: [meta({ name: 'robots', content: 'index, follow' })] }), MainDocument: mainDocument() }, auditContext());
    expect(result).toMatchObject({ outcome: 'passed' });
  });
  it('fails noindex in a meta tag or the X-Robots-Tag header', () => {
    expect(crawlableRobots.audit({ HeadElements: head({ metas: [meta({ name: 'ROBOTS', content: 'noindex' })] }), MainDocument: mainDocument() }, auditContext())).toMatchObject({ outcome: 'failed' });
    expect(crawlableRobots.audit({ HeadElements: head(), MainDocument: mainDocument({ headers: { 'x-robots-tag': 'none' } }) }, auditContext())).toMatchObject({ outcome: 'failed' });
  });
  it('ignores a header aimed at one other crawler', () => {
    expect(crawlableRobots.audit({ HeadElements: head(), MainDocument: mainDocument({ headers: { 'x-robots-tag': 'otherbot: noindex' } }) }, auditContext())).toMatchObject({ outcome: 'passed' });
  });
});
