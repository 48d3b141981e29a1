// Whole-site scans run the expensive lab-performance work once per URL template: pages built from one
// template (every /blog/<slug>) share their scripts, styles and layout, so their lab figures differ
// far less than the cost of measuring each one.

/** A path segment that is an identifier rather than a section name. */
const VARIABLE_SEGMENT = /^(\d+|[0-9a-f]{8,}|[0-9a-f-]{36}|.*\d.*-.*|.*-.*\d.*)$/i;

/**
 * The template a URL belongs to: the path with its last segment replaced by `*` when the page is
 * one of many below a section (`/blog/my-post` → `/blog/*`), and numeric or id-like segments
 * replaced anywhere (`/shop/123/reviews` → `/shop/*\/reviews`). Top-level pages are their own
 * template: `/about` and `/pricing` are different layouts.
 */
export function urlTemplate(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const segments = parsed.pathname.split('/').filter((segment) => segment !== '');
  const templated = segments.map((segment) => (VARIABLE_SEGMENT.test(segment) ? '*' : segment));
  // Without an id-like segment, the last one below a section is the variable part (a slug).
  if (segments.length > 1 && !templated.includes('*')) templated[templated.length - 1] = '*';
  return `${parsed.origin}/${templated.join('/')}`;
}

export interface SampleDecision {
  template: string;
  /** The page whose lab figures stand for the whole template. */
  representative: string;
  /** True for the representative itself: its lab-performance work runs. */
  isSample: boolean;
}

/**
 * Chooses one page per template as pages arrive, so a streaming crawl can decide at load time: the
 * first page seen of a template is its sample (breadth-first order makes it the shallowest one).
 */
export class TemplateSampler {
  private readonly representatives = new Map<string, string>();

  decide(url: string): SampleDecision {
    const template = urlTemplate(url);
    const known = this.representatives.get(template);
    if (known !== undefined) return { template, representative: known, isSample: known === url };
    this.representatives.set(template, url);
    return { template, representative: url, isSample: true };
  }

  /** Every template and the page sampled for it, for the report. */
  sample(): Array<{ template: string; url: string }> {
    return [...this.representatives].map(([template, url]) => ({ template, url }));
  }
}
