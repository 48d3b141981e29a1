import { isAbsolute, join, relative, sep } from 'node:path';

/** Every analysis keeps its files in its own directory under DATA_DIR. */
export function analysisDir(dataDir: string, analysisId: string): string {
  return join(dataDir, 'analyses', analysisId);
}

/**
 * Screenshot paths as the API serves them: relative to the analysis directory, at most one folder
 * deep, every segment starting with a letter or digit (so never `..`).
 */
export const SCREENSHOT_PATH = /^(?:[A-Za-z0-9][A-Za-z0-9._-]{0,100}\/)?[A-Za-z0-9][A-Za-z0-9._-]{0,200}\.png$/;

interface ReportWithScreenshots {
  options: { outputDir: string | null };
  pages: Array<{ screenshots: Array<{ path: string }> }>;
}

/**
 * The analyzer records absolute paths; the stored report keeps them relative to the analysis
 * directory (with / separators), so the data directory can move and the API never sees server
 * paths. The output directory itself is implied by the analysis and not stored.
 */
export function relativizeScreenshots<T extends ReportWithScreenshots>(report: T, outputDir: string): T {
  return {
    ...report,
    options: { ...report.options, outputDir: null },
    pages: report.pages.map((page) => ({
      ...page,
      screenshots: page.screenshots.flatMap((shot) => {
        const path = relative(outputDir, shot.path).split(sep).join('/');
        return path.startsWith('..') || isAbsolute(path) ? [] : [{ ...shot, path }];
      }),
    })),
  };
}
