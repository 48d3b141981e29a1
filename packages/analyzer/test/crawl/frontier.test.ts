import { describe, expect, it } from 'vitest';
import { Frontier } from '../../src/crawl/frontier';
import { parseRobots } from '../../src/crawl/robots';

describe('Frontier', () => {
  it('hands out pages breadth first, once each, never more than maxPages', () => {
    const frontier = new Frontier('https://shop.test/', 3, 5, null);
    frontier.add('https://shop.test/', 0);
    for (const href of ['/a', '/a/', '/a#x', '/b', 'https://other.test/', '/c', '/d']) frontier.add(href, 1, 'https://shop.test/');
    const handed = [];
    while (frontier.hasNext()) handed.push(frontier.next()!.url);
    expect(handed).toEqual(['https://shop.test/', 'https://shop.test/a', 'https://shop.test/b']);
  });
  it('gives the budget back for a URL that was not a page', () => {
    const frontier = new Frontier('https://shop.test/', 1, 5, null);
    frontier.add('https://shop.test/feed', 0);
    frontier.add('https://shop.test/home', 1);
    expect(frontier.next()?.url).toBe('https://shop.test/feed');
    expect(frontier.hasNext()).toBe(false);
    frontier.release('https://shop.test/feed', 'Not an HTML page');
    expect(frontier.next()?.url).toBe('https://shop.test/home');
    expect(frontier.skipped).toEqual([{ url: 'https://shop.test/feed', reason: 'Not an HTML page' }]);
  });
  it('refuses links beyond maxDepth, file links and robots-disallowed links (but never the start page)', () => {
    const robots = parseRobots('User-agent: *\nDisallow: /\n');
    const frontier = new Frontier('https://shop.test/', 10, 1, robots);
    expect(frontier.add('https://shop.test/', 0)).toBe(true);
    expect(frontier.add('https://shop.test/a', 1)).toBe(false);
    expect(frontier.add('https://shop.test/deep', 2)).toBe(false);
    expect(frontier.add('https://shop.test/x.pdf', 1)).toBe(false);
    expect(frontier.skipped.map((entry) => entry.reason)).toEqual(['Disallowed by robots.txt', 'Not a web page (file link)']);
  });
  it('claims redirect targets so they are not analysed twice', () => {
    const frontier = new Frontier('https://shop.test/', 10, 3, null);
    frontier.add('https://shop.test/new', 1);
    expect(frontier.claim('https://shop.test/new/')).toBe(false);
    expect(frontier.claim('https://shop.test/other')).toBe(true);
  });
});
