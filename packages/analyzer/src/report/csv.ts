import type { Report } from '../types';
import { foldPageFindings } from './fold';

const COLUMNS = ['page', 'device', 'category', 'id', 'outcome', 'severity', 'title', 'value', 'explanation', 'wcag', 'act', 'elements', 'recommendation', 'guide'] as const;

function cell(value: string): string {
  // Quote everything that could break a row; a leading = + - @ is neutralised so spreadsheets do not run it as a formula.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * One row per finding, site-wide findings with an empty page column. Rows stay per page, for a
 * spreadsheet to filter and count by page; an audit's results for each element of one page are
 * one row with all their elements.
 */
export function toCsv(report: Report): string {
  const rows = [COLUMNS.join(',')];
  const findings = [
    ...foldPageFindings(report.siteFindings ?? []).map((finding) => ({ page: '', finding })),
    ...report.pages.flatMap((page) => foldPageFindings(page.findings).map((finding) => ({ page: page.url, finding }))),
  ];
  for (const { page, finding } of findings) {
    rows.push(
      [
        page,
        finding.device,
        finding.category,
        finding.id,
        finding.outcome,
        finding.severity,
        finding.title,
        finding.displayValue ?? '',
        finding.explanation ?? '',
        finding.wcag.join(' '),
        finding.act.join(' '),
        finding.elements.map((element) => element.selector).join(' | '),
        finding.recommendation,
        finding.guide ?? '',
      ]
        .map(cell)
        .join(','),
    );
  }
  for (const page of report.pages.filter((entry) => entry.error !== null && entry.findings.length === 0)) {
    rows.push([page.url, '', '', 'page-error', 'error', 'critical', 'The page could not be analysed', '', page.error ?? '', '', '', '', '', ''].map(cell).join(','));
  }
  return `${rows.join('\r\n')}\r\n`;
}
