import { describe, expect, it } from 'vitest';
import { linkProblem, linkText } from '../../../src/audits/usability/link-text';
import { toFinding } from '../../../src/run-audits';
import type { LinkText } from '../../../src/gatherers/usability/link-texts';
import { mobileContext, ref, single } from './context';

const link = (text: string, altName = ''): LinkText => ({ ...ref(`a.${text.length}`), href: 'https://example.com/x', text, altName });

describe('linkProblem', () => {
  it('flags generic texts in several languages, decorated or not', () => {
    expect(linkProblem('Click here', '')).toBe('Generic text "Click here"');
    expect(linkProblem('Read more »', '')).toBe('Generic text "Read more »"');
    expect(linkProblem('Weiterlesen …', '')).not.toBeNull();
    expect(linkProblem('En savoir plus', '')).not.toBeNull();
  });
  it('flags bare URLs and empty links', () => {
    expect(linkProblem('https://example.com/a/b', '')).toBe('Bare URL "https://example.com/a/b"');
    expect(linkProblem('', '')).toBe('Empty: the link has no text or accessible name');
  });
  it('accepts descriptive text, or a generic text with a descriptive accessible name', () => {
    expect(linkProblem('Pricing for teams', '')).toBeNull();
    expect(linkProblem('Read more', 'Read more about our pricing')).toBeNull();
    expect(linkProblem('', 'Sightline home')).toBeNull();
  });
});

describe('link-text', () => {
  it('scores the share of descriptive links', () => {
    const r = single(linkText.audit({ LinkTexts: [link('Pricing'), link('here'), link('Contact us'), link('Blog')] }, mobileContext));
    expect(r.outcome).toBe('failed');
    expect(r.score).toBe(0.75);
    expect(r.elements).toHaveLength(1);
  });
  it('passes descriptive links and is not applicable without links', () => {
    expect(single(linkText.audit({ LinkTexts: [link('Pricing')] }, mobileContext)).outcome).toBe('passed');
    expect(single(linkText.audit({ LinkTexts: [] }, mobileContext)).outcome).toBe('not-applicable');
  });
  it('is advice: a bare URL or "read more" names no WCAG failure (axe-core\'s link-name reports nameless links)', () => {
    const result = single(linkText.audit({ LinkTexts: [link('https://docs.example.com/install'), link('read more')] }, mobileContext));
    expect(toFinding(linkText.meta, result, 'mobile')).toMatchObject({ outcome: 'failed', wcag: [] });
  });
});
