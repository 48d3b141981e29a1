/**
 * Weight of each PAGE_SPEED audit. The five lab metrics carry Lighthouse 12's own weights (10/25/30/
 * 25/10 = 100), so on a sampled page they dominate exactly as in Lighthouse's score; the per-page
 * resource audits add up to a third as much, because they explain the metrics rather than measure
 * the experience. lab-sample only lists the sample.
 */
const pageSpeedWeights: Record<string, number> = {
  'first-contentful-paint': 10,
  'largest-contentful-paint': 25,
  'total-blocking-time': 30,
  'cumulative-layout-shift': 25,
  'speed-index': 10,
  'server-response-time': 5,
  'page-weight': 4,
  'request-count': 1,
  'render-blocking-resources': 5,
  'image-formats': 3,
  'image-sizing': 3,
  'offscreen-images': 2,
  'text-compression': 4,
  'cache-headers': 2,
  'unused-code': 3,
  'third-party-weight': 2,
  'font-display': 2,
  'lab-sample': 0,
};

export default pageSpeedWeights;
