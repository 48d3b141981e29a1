import { describe, expect, it } from 'vitest';
import { accessibilityAudits } from '../../../src/audits/accessibility/index';
import { wcagGuide } from '../../../src/audits/accessibility/wcag-guide';

describe('accessibility guides', () => {
  it('names the guide of the first criterion whose guideline is known', () => {
    expect(wcagGuide(['1.1.1'])).toBe('/guides/accessibility/text-alternatives');
    expect(wcagGuide(['1.4.11', '2.4.7'])).toBe('/guides/accessibility/distinguishable');
    expect(wcagGuide(['2.4.1'])).toBe('/guides/accessibility/navigable');
    expect(wcagGuide(['4.1.2'])).toBe('/guides/accessibility/compatible');
    expect(wcagGuide(['9.9.9', '3.2.2'])).toBe('/guides/accessibility/predictable');
  });

  it('sends checks without a WCAG criterion to the best-practices guide', () => {
    expect(wcagGuide([])).toBe('/guides/accessibility/best-practices');
  });

  it('gives every accessibility audit a guide, and keeps the ones an audit names itself', () => {
    for (const audit of accessibilityAudits) expect(audit.meta.guide, audit.meta.id).toMatch(/^\/guides\/accessibility\/[a-z-]+$/);
    expect(accessibilityAudits.find((audit) => audit.meta.id === 'axe-image-alt')?.meta.guide).toBe('/guides/accessibility/text-alternatives');
    expect(accessibilityAudits.find((audit) => audit.meta.id === 'focus-visible')?.meta.guide).toBe('/guides/accessibility/navigable');
  });
});
