import type { Report } from '../types';
import { categoryTitle, groupFindings, guideUrl, measuredCategories, OUTCOME_TITLES } from './summary';

function escape(text: string): string {
  return text.replace(/([\\`*_[\]|<>])/g, '\\$1').replace(/\n/g, ' ');
}

export function toMarkdown(report: Report): string {
  const lines: string[] = [];
  lines.push(`# Sightline report for ${report.requestedUrl}`, '');
  lines.push(`${report.pages.length} page${report.pages.length === 1 ? '' : 's'} analysed on ${report.options.devices.join(' and ')}, ${report.startedAt} – ${report.finishedAt}.`, '');
  lines.push('| Score | Value |', '|---|---|', `| **Overall** | **${report.scores.overall ?? '–'}** |`);
  for (const category of measuredCategories(report)) lines.push(`| ${categoryTitle(category)} | ${report.scores[category]} |`);
  lines.push('', `**How scores are computed.** ${report.scoring.formula}`, '');
  for (const category of measuredCategories(report)) {
    const groups = groupFindings(report, category);
    lines.push(`## ${categoryTitle(category)} — ${report.scores[category]}`, '');
    for (const outcome of ['failed', 'needs-review', 'error'] as const) {
      if (groups[outcome].length === 0) continue;
      lines.push(`### ${OUTCOME_TITLES[outcome]}`, '');
      for (const { finding, pages } of groups[outcome]) {
        const guide = guideUrl(finding.guide);
        lines.push(`- **${escape(finding.title)}** (${finding.severity}${finding.displayValue ? `, ${escape(finding.displayValue)}` : ''}) — ${pages.length} page${pages.length === 1 ? '' : 's'}`);
        if (finding.explanation) lines.push(`  - ${escape(finding.explanation)}`);
        lines.push(`  - Fix: ${escape(finding.recommendation)}${guide ? ` [Guide](${guide})` : finding.guide ? ` (Sightline guide: ${finding.guide})` : ''}`);
        if (finding.wcag.length > 0) lines.push(`  - WCAG ${finding.wcag.join(', ')}`);
        for (const page of pages.slice(0, 10)) lines.push(`  - ${escape(page)}`);
        if (pages.length > 10) lines.push(`  - … and ${pages.length - 10} more`);
      }
      lines.push('');
    }
    const passed = groups.passed.map((group) => escape(group.finding.title));
    if (passed.length > 0) lines.push(`Passed: ${passed.join('; ')}.`, '');
  }
  const failedPages = report.pages.filter((page) => page.error !== null);
  if (failedPages.length > 0) {
    lines.push('## Pages with errors', '');
    for (const page of failedPages) lines.push(`- ${escape(page.url)}: ${escape(page.error ?? '')}`);
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}
