import { describe, expect, it } from 'vitest';
import { parseRobots } from '../../src/crawl/robots';

describe('parseRobots', () => {
  const robots = parseRobots(`# comment
User-agent: *
Disallow: /private/
Disallow: /*.json$
Allow: /private/open
Sitemap: https://shop.test/sitemap.xml

User-agent: otherbot
Disallow: /
`);

  it('applies the longest matching rule, Allow winning a tie', () => {
    expect(robots.isAllowed('https://shop.test/')).toBe(true);
    expect(robots.isAllowed('https://shop.test/private/x')).toBe(false);
    expect(robots.isAllowed('https://shop.test/private/open/page')).toBe(true);
  });
  it('supports * and $ wildcards', () => {
    expect(robots.isAllowed('https://shop.test/data/feed.json')).toBe(false);
    expect(robots.isAllowed('https://shop.test/data/feed.json?x=1')).toBe(true);
  });
  it('lists sitemaps and uses a group naming our agent over the * group', () => {
    expect(robots.sitemaps).toEqual(['https://shop.test/sitemap.xml']);
    const specific = parseRobots('User-agent: *\nDisallow: /\n\nUser-agent: Sightline\nDisallow: /admin\n');
    expect(specific.isAllowed('https://shop.test/page')).toBe(true);
    expect(specific.isAllowed('https://shop.test/admin/x')).toBe(false);
  });
  it('treats an empty Disallow and an empty file as allowing everything', () => {
    expect(parseRobots('User-agent: *\nDisallow:\n').isAllowed('https://shop.test/x')).toBe(true);
    expect(parseRobots('').isAllowed('https://shop.test/x')).toBe(true);
  });
});
