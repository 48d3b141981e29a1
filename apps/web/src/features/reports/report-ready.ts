// The server's PDF renderer prints a report page once its root <article> carries
// data-report-ready="true": set here when the article is mounted with its data and every <img> in
// it has loaded (or failed: a broken image must not hold the PDF back).

const settled = (img: HTMLImageElement) =>
  img.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        img.addEventListener('load', () => resolve(), { once: true });
        img.addEventListener('error', () => resolve(), { once: true });
      });

/**
 * A ref callback for a report's root <article>, rendered only once the report data is there.
 * Lazy images below the fold never load in a print renderer that does not scroll, so when printing
 * (print media, or the browser's print dialog) they are switched to eager loading first.
 */
export function markReportReady(article: HTMLElement | null): (() => void) | undefined {
  if (!article) return undefined;
  let cancelled = false;
  const loadAll = () => {
    for (const img of article.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) img.loading = 'eager';
  };
  const print = window.matchMedia('print');
  const onPrintChange = (event: MediaQueryListEvent) => event.matches && loadAll();
  if (print.matches) loadAll();
  print.addEventListener('change', onPrintChange);
  window.addEventListener('beforeprint', loadAll);
  void Promise.all([...article.querySelectorAll('img')].map(settled)).then(() => {
    if (!cancelled) article.dataset.reportReady = 'true';
  });
  return () => {
    cancelled = true;
    print.removeEventListener('change', onPrintChange);
    window.removeEventListener('beforeprint', loadAll);
  };
}
