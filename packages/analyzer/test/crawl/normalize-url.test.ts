import { describe, expect, it } from 'vitest';
import { isSameSite, looksLikeFile, normalizeUrl, pageIdentity } from '../../src/crawl/normalize-url';

describe('normalizeUrl', () => {
  it('drops the fragment, default port, credentials and tracking parameters, keeping query order', () => {
    expect(normalizeUrl('HTTPS://Shop.Test:443/a?b=2&utm_source=x&a=1#top')).toBe('https://shop.test/a?b=2&a=1');
    expect(normalizeUrl('http://user:pw@shop.test:80/?utm_medium=y')).toBe('http://shop.test/');
  });
  it('resolves relative links and refuses other schemes', () => {
    expect(normalizeUrl('../b', 'https://shop.test/a/c')).toBe('https://shop.test/b');
    expect(normalizeUrl('mailto:a@shop.test')).toBeNull();
    expect(normalizeUrl('javascript:void(0)')).toBeNull();
    expect(normalizeUrl('http://[bad')).toBeNull();
  });
});

describe('pageIdentity', () => {
  it('treats trailing slashes, index.html, www and the scheme as the same page', () => {
    const same = ['https://shop.test/docs/', 'http://www.shop.test/docs', 'https://shop.test/docs/index.html'].map(pageIdentity);
    expect(new Set(same).size).toBe(1);
  });
  it('keeps different queries and paths apart', () => {
    expect(pageIdentity('https://shop.test/list?page=2')).not.toBe(pageIdentity('https://shop.test/list?page=3'));
    expect(pageIdentity('https://shop.test/')).not.toBe(pageIdentity('https://shop.test/docs'));
  });
});

describe('isSameSite and looksLikeFile', () => {
  it('accepts www and scheme variants only', () => {
    expect(isSameSite('http://www.shop.test/x', 'https://shop.test/')).toBe(true);
    expect(isSameSite('https://blog.shop.test/', 'https://shop.test/')).toBe(false);
    expect(isSameSite('https://shop.test.evil.test/', 'https://shop.test/')).toBe(false);
  });
  it('recognises file links by extension', () => {
    expect(looksLikeFile('https://shop.test/brochure.PDF')).toBe(true);
    expect(looksLikeFile('https://shop.test/about.html')).toBe(false);
    expect(looksLikeFile('https://shop.test/blog/')).toBe(false);
  });
});
