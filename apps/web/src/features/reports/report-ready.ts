// The server's PDF renderer prints a report page once its root <article> carries
// data-report-ready="true": set here when the article is mounted with its data and every image it
// is going to show has loaded (or failed: a broken image must not hold the PDF back).

const settled = (img: HTMLImageElement) =>
  img.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        img.addEventListener('load', () => resolve(), { once: true });
        img.addEventListener('error', () => resolve(), { once: true });
      });

/**
 * A ref callback for a report's root <article>, rendered only once the report data is there.
 * Paper cannot scroll or click: when printing (print media, as the PDF renderer emulates, or the
 * browser's print dialog) lazy images are switched to eager loading and every <details> is opened.
 * On screen, lazy images below the fold load when scrolled to, so readiness does not wait for them.
 */
export function markReportReady(article: HTMLElement | null): (() => void) | undefined {
  if (!article) return undefined;
  let cancelled = false;
  const preparePaper = () => {
    for (const img of article.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) img.loading = 'eager';
    for (const details of article.querySelectorAll('details')) details.open = true;
  };
  const print = window.matchMedia('print');
  const onPrintChange = (event: MediaQueryListEvent) => event.matches && preparePaper();
  if (print.matches) preparePaper();
  print.addEventListener('change', onPrintChange);
  window.addEventListener('beforeprint', preparePaper);
  const shown = [...article.querySelectorAll('img')].filter((img) => img.loading !== 'lazy');
  void Promise.all(shown.map(settled)).then(() => {
    if (!cancelled) article.dataset.reportReady = 'true';
  });
  return () => {
    cancelled = true;
    print.removeEventListener('change', onPrintChange);
    window.removeEventListener('beforeprint', preparePaper);
  };
}
