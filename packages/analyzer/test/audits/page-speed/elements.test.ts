import { describe, expect, it } from 'vitest';
import { fontDisplay } from '../../../src/audits/page-speed/font-display';
import { imageFormats } from '../../../src/audits/page-speed/image-formats';
import { imageSizing } from '../../../src/audits/page-speed/image-sizing';
import { offscreenImages } from '../../../src/audits/page-speed/offscreen-images';
import { renderBlockingResources } from '../../../src/audits/page-speed/render-blocking-resources';
import { unusedCode } from '../../../src/audits/page-speed/unused-code';
import { context, image, labMeasured, labNotSampled, perfElements, record, ref, single } from './helpers';

describe('image-sizing', () => {
  it('estimates the bytes of pixels nobody sees, at the device pixel ratio', () => {
    const images = [image('https://x/big.png', { naturalWidth: 1600, naturalHeight: 1200, displayedWidth: 200, displayedHeight: 150 }), image('https://x/right.png', { naturalWidth: 400, naturalHeight: 300, displayedWidth: 200, displayedHeight: 150 })];
    const records = [record('https://x/big.png', { resourceType: 'Image', mimeType: 'image/png', transferSize: 640_000 }), record('https://x/right.png', { resourceType: 'Image', mimeType: 'image/png', transferSize: 60_000 })];
    const result = single(imageSizing.audit({ PerfElements: perfElements({ images }), NetworkRecords: records }, context()));
    // At 2x the big image needs 400×300 of its 1600×1200 pixels: 1/16 of its bytes.
    expect(result).toMatchObject({ outcome: 'failed', details: { savingsBytes: 600_000 } });
    expect(result.elements).toHaveLength(1);
    expect(single(imageSizing.audit({ PerfElements: perfElements({ images: images.slice(1) }), NetworkRecords: records }, context())).outcome).toBe('passed');
  });
});

describe('image-formats', () => {
  it('estimates WebP savings for JPEG and PNG, ignores modern formats and tiny savings', () => {
    const images = [image('https://x/a.jpg'), image('https://x/b.webp'), image('https://x/c.png')];
    const records = [
      record('https://x/a.jpg', { resourceType: 'Image', mimeType: 'image/jpeg', transferSize: 100_000 }),
      record('https://x/b.webp', { resourceType: 'Image', mimeType: 'image/webp', transferSize: 100_000 }),
      record('https://x/c.png', { resourceType: 'Image', mimeType: 'image/png', transferSize: 3_000 }),
    ];
    const result = single(imageFormats.audit({ PerfElements: perfElements({ images }), NetworkRecords: records }, context()));
    expect(result).toMatchObject({ outcome: 'failed', details: { items: [{ url: 'https://x/a.jpg', savingsBytes: 30_000 }], estimate: true } });
    expect(single(imageFormats.audit({ PerfElements: perfElements({ images: images.slice(1) }), NetworkRecords: records }, context())).outcome).toBe('passed');
    expect(single(imageFormats.audit({ PerfElements: perfElements(), NetworkRecords: [] }, context())).outcome).toBe('not-applicable');
  });
});

describe('offscreen-images', () => {
  it('flags eager images more than half a screen below the fold', () => {
    const images = [image('https://x/hero.jpg', { top: 100 }), image('https://x/far.jpg', { top: 3000 }), image('https://x/lazy.jpg', { top: 3000, loading: 'lazy' })];
    const records = images.map((img) => record(img.url, { resourceType: 'Image', mimeType: 'image/jpeg', transferSize: 50_000 }));
    const result = single(offscreenImages.audit({ PerfElements: perfElements({ images }), NetworkRecords: records }, context()));
    expect(result).toMatchObject({ outcome: 'failed', details: { items: [{ url: 'https://x/far.jpg' }], savingsBytes: 50_000 } });
    expect(single(offscreenImages.audit({ PerfElements: perfElements({ images: [images[0]!, images[2]!] }), NetworkRecords: records }, context())).outcome).toBe('passed');
    expect(single(offscreenImages.audit({ PerfElements: perfElements({ images: [images[0]!] }), NetworkRecords: records }, context())).outcome).toBe('not-applicable');
  });
});

describe('render-blocking-resources', () => {
  it("lists blocking scripts and styles with their bytes, and Lighthouse's saving where measured", () => {
    const blocking = [{ url: 'https://x/app.js', kind: 'script' as const, element: ref('script') }, { url: 'https://x/site.css', kind: 'stylesheet' as const, element: ref('link') }];
    const records = [record('https://x/app.js', { transferSize: 30_000 }), record('https://x/site.css', { transferSize: 12_000 })];
    const lab = labMeasured({ opportunities: { 'render-blocking-resources': { score: 0.3, savingsMs: 640, savingsBytes: 0, displayValue: null, items: [] } } });
    const result = single(renderBlockingResources.audit({ PerfElements: perfElements({ blocking }), NetworkRecords: records, LabPerformance: lab }, context()));
    expect(result).toMatchObject({ outcome: 'failed', details: { savingsBytes: 42_000, savingsMs: 640 } });
    expect(result.elements).toHaveLength(2);
    const unsampled = single(renderBlockingResources.audit({ PerfElements: perfElements({ blocking }), NetworkRecords: records, LabPerformance: labNotSampled }, context()));
    expect(unsampled.details).toMatchObject({ savingsMs: null });
    expect(single(renderBlockingResources.audit({ PerfElements: perfElements(), NetworkRecords: records, LabPerformance: lab }, context())).outcome).toBe('passed');
  });
});

describe('font-display', () => {
  it('fails @font-face rules that hide text, and cannot tell when stylesheets are unreadable', () => {
    const faces = [{ family: 'Brand', display: null, src: 'url(brand.woff2)', stylesheet: null }, { family: 'Body', display: 'swap', src: 'url(body.woff2)', stylesheet: null }];
    expect(single(fontDisplay.audit({ PerfElements: perfElements({ fontFaces: faces }) }, context()))).toMatchObject({ outcome: 'failed', details: { fonts: [{ family: 'Brand', display: '(not set)' }] } });
    expect(single(fontDisplay.audit({ PerfElements: perfElements({ fontFaces: faces.slice(1) }) }, context())).outcome).toBe('passed');
    expect(single(fontDisplay.audit({ PerfElements: perfElements({ unreadableStylesheets: ['https://fonts.example/css'] }) }, context())).outcome).toBe('needs-review');
    expect(single(fontDisplay.audit({ PerfElements: perfElements() }, context())).outcome).toBe('not-applicable');
  });
});

describe('unused-code', () => {
  it("adds Lighthouse's unused JavaScript and CSS, failing when either scores below 0.9", () => {
    const opportunity = (score: number, savingsBytes: number) => ({ score, savingsMs: 300, savingsBytes, displayValue: null, items: [{ url: 'https://x/app.js', wastedBytes: savingsBytes }] });
    const lab = labMeasured({ opportunities: { 'unused-javascript': opportunity(0.5, 120_000), 'unused-css-rules': opportunity(1, 4_000) } });
    expect(single(unusedCode.audit({ LabPerformance: lab }, context()))).toMatchObject({ outcome: 'failed', details: { savingsBytes: 124_000 } });
    const clean = labMeasured({ opportunities: { 'unused-javascript': opportunity(1, 0) } });
    expect(single(unusedCode.audit({ LabPerformance: clean }, context())).outcome).toBe('passed');
    expect(single(unusedCode.audit({ LabPerformance: labNotSampled }, context())).outcome).toBe('not-applicable');
  });
});
