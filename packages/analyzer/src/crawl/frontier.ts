import { isSameSite, looksLikeFile, normalizeUrl, pageIdentity } from './normalize-url';
import type { RobotsRules } from './robots';

export interface QueuedPage {
  url: string;
  depth: number;
}

/**
 * The breadth-first queue of a crawl. It admits a URL once (by page identity), only on the start
 * site, only within maxDepth, and never more pages than maxPages: a page counts from the moment it
 * is handed out until it is released as "not a page" (not HTML, or a duplicate after a redirect).
 */
export class Frontier {
  private readonly queue: QueuedPage[] = [];
  private readonly seen = new Set<string>();
  private taken = 0;
  readonly skipped: Array<{ url: string; reason: string }> = [];

  constructor(
    private readonly startUrl: string,
    private readonly maxPages: number,
    private readonly maxDepth: number,
    private readonly robots: RobotsRules | null,
  ) {}

  /** Adds a link found on a page at `depth - 1`; returns whether it was queued. */
  add(rawUrl: string, depth: number, base?: string): boolean {
    if (depth > this.maxDepth) return false;
    const url = normalizeUrl(rawUrl, base);
    if (!url || !isSameSite(url, this.startUrl)) return false;
    const identity = pageIdentity(url);
    if (this.seen.has(identity)) return false;
    this.seen.add(identity);
    if (looksLikeFile(url)) {
      this.skipped.push({ url, reason: 'Not a web page (file link)' });
      return false;
    }
    if (this.robots && depth > 0 && !this.robots.isAllowed(url)) {
      this.skipped.push({ url, reason: 'Disallowed by robots.txt' });
      return false;
    }
    this.queue.push({ url, depth });
    return true;
  }

  /** Marks a URL (e.g. where a redirect ended) as known, returning false if it already was. */
  claim(url: string): boolean {
    const identity = pageIdentity(url);
    if (this.seen.has(identity)) return false;
    this.seen.add(identity);
    return true;
  }

  hasNext(): boolean {
    return this.queue.length > 0 && this.taken < this.maxPages;
  }

  next(): QueuedPage | undefined {
    if (!this.hasNext()) return undefined;
    this.taken += 1;
    return this.queue.shift();
  }

  /** Gives the page budget back for a URL that turned out not to be a page. */
  release(url: string, reason: string): void {
    this.taken -= 1;
    this.skipped.push({ url, reason });
  }

  get found(): number {
    return this.seen.size;
  }
}
