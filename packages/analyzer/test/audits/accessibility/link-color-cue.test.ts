import { describe, expect, it } from 'vitest';
import { linkColorCue } from '../../../src/audits/accessibility/link-color-cue';
import type { LinkCue } from '../../../src/gatherers/accessibility/link-cues';
import { context, element, single } from './helpers';

const link = (overrides: Partial<LinkCue>): LinkCue => ({ element: element('p > a'), contrast: 1.9, cueAtRest: true, cueOnHover: null, cueOnFocus: null, ...overrides });
const run = (links: LinkCue[]) => single(linkColorCue.audit({ LinkCues: links }, context));

describe('link-color-cue', () => {
  it('passes underlined links whatever their colour', () => expect(run([link({})]).outcome).toBe('passed'));
  it('fails a link told apart only by a colour under 3:1', () => {
    const result = run([link({ cueAtRest: false, cueOnHover: true, cueOnFocus: true })]);
    expect(result.outcome).toBe('failed');
    expect(result.elements?.[0]?.note).toContain('1.9:1');
  });
  it('needs a cue on hover and on focus when only a 3:1 colour sets it apart at rest', () => {
    expect(run([link({ contrast: 3.4, cueAtRest: false, cueOnHover: true, cueOnFocus: true })]).outcome).toBe('passed');
    expect(run([link({ contrast: 3.4, cueAtRest: false, cueOnHover: true, cueOnFocus: false })]).outcome).toBe('failed');
  });
  it('does not apply without links in text', () => expect(run([]).outcome).toBe('not-applicable'));
});
