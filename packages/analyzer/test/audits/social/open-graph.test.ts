import { describe, expect, it } from 'vitest';
import { openGraph } from '../../../src/audits/social/open-graph';
import { auditContext, head, meta } from '../../helpers/artifacts';

const og = (tags: Record<string, string>) => head({ metas: Object.entries(tags).map(([property, content]) => meta({ property, content })) });
const complete = { 'og:title': 'Shoes', 'og:description': 'Handmade', 'og:url': 'https://shop.test/', 'og:type': 'website', 'og:image': 'https://shop.test/s.png' };

describe('open-graph', () => {
  it('passes all five tags', () => {
    expect(openGraph.audit({ HeadElements: og(complete) }, auditContext())).toMatchObject({ outcome: 'passed' });
  });
  it('fails missing tags with partial credit', () => {
    const { 'og:image': _image, 'og:type': _type, ...three } = complete;
    expect(openGraph.audit({ HeadElements: og(three) }, auditContext())).toMatchObject({ outcome: 'failed', score: 0.6, displayValue: 'missing og:type, og:image' });
  });
  it('fails a relative og:url', () => {
    expect(openGraph.audit({ HeadElements: og({ ...complete, 'og:url': '/shoes' }) }, auditContext())).toMatchObject({ outcome: 'failed', displayValue: 'og:url is not an absolute URL' });
  });
});
