import { describe, expect, it } from 'vitest';
import { twitterCard } from '../../../src/audits/social/twitter-card';
import { auditContext, head, meta } from '../../helpers/artifacts';

describe('twitter-card', () => {
  it('passes a card whose title falls back to og:title', () => {
    const result = twitterCard.audit({ HeadElements: head({ metas: [meta({ name: 'twitter:card', content: 'summary_large_image' }), meta({ property: 'og:title', content: 'Shoes' })] }) }, auditContext());
    expect(result).toMatchObject({ outcome: 'passed', displayValue: 'summary_large_image' });
  });
  it('fails no card, an unknown card type and a card without a title', () => {
    expect(twitterCard.audit({ HeadElements: head() }, auditContext())).toMatchObject({ outcome: 'failed' });
    expect(twitterCard.audit({ HeadElements: head({ metas: [meta({ name: 'twitter:card', content: 'big' })] }) }, auditContext())).toMatchObject({ outcome: 'failed', explanation: expect.stringContaining('"big"') });
    expect(twitterCard.audit({ HeadElements: head({ metas: [meta({ name: 'twitter:card', content: 'summary' })] }) }, auditContext())).toMatchObject({ outcome: 'failed', explanation: expect.stringContaining('no title') });
  });
});
