import { describe, expect, it } from 'vitest';
import { socialProfiles } from '../../../src/audits/social/social-profiles';
import { auditContext } from '../../helpers/artifacts';

const links = (...hrefs: string[]) => hrefs.map((href, index) => ({ href, text: 'x', rel: '', selector: `a:nth-of-type(${index + 1})` }));

describe('social-profiles', () => {
  it('passes links to profiles and names the networks', () => {
    const result = socialProfiles.audit({ Links: links('https://www.instagram.com/shop', 'https://x.com/shop', 'https://shop.test/about') }, auditContext());
    expect(result).toMatchObject({ outcome: 'passed', displayValue: 'Instagram, X' });
  });
  it('does not count share buttons or bare network home pages as profiles', () => {
    expect(socialProfiles.audit({ Links: links('https://www.facebook.com/sharer/sharer.php?u=x', 'https://twitter.com/intent/tweet?text=x', 'https://linkedin.com/') }, auditContext())).toMatchObject({ outcome: 'failed' });
  });
});
