import { describe, expect, it } from 'vitest';
import { ogImage } from '../../../src/audits/social/og-image';
import { auditContext } from '../../helpers/artifacts';

const run = (url: string | null, loaded: boolean, width: number | null = null, height: number | null = null) => ogImage.audit({ ShareImage: { url, loaded, width, height } }, auditContext());

describe('og-image', () => {
  it('passes an image of at least 1200×630 that loads', () => {
    expect(run('https://shop.test/s.png', true, 1200, 630)).toMatchObject({ outcome: 'passed', displayValue: '1200×630 px' });
  });
  it('fails no image, an image that does not load and one too small', () => {
    expect(run(null, false)).toMatchObject({ outcome: 'failed', displayValue: 'no og:image' });
    expect(run('https://shop.test/gone.png', false)).toMatchObject({ outcome: 'failed', severity: 'serious' });
    expect(run('https://shop.test/s.png', true, 1200, 600)).toMatchObject({ outcome: 'failed', severity: 'minor' });
  });
});
