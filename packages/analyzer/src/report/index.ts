import type { Report } from '../types';
import { toCsv } from './csv';
import { toHtml } from './html';
import { toJson } from './json';
import { toMarkdown } from './markdown';

export const REPORT_FORMATS = ['json', 'html', 'csv', 'md'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export interface RenderOptions {
  /** Where the Sightline guides are served, for the guide links of the HTML and Markdown reports. */
  guideBaseUrl?: string;
}

export async function renderReport(report: Report, format: ReportFormat, options: RenderOptions = {}): Promise<string> {
  switch (format) {
    case 'json':
      return toJson(report);
    case 'html':
      return toHtml(report, options);
    case 'csv':
      return toCsv(report);
    case 'md':
      return toMarkdown(report, options);
  }
}
