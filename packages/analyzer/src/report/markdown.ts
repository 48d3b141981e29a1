import type { Report } from '../types';
import { foldByOutcome, wherePhrase, WHOLE_SITE, type FoldedFinding } from './fold';
import { DEFAULT_GUIDE_BASE_URL, guideUrl, ruleLinks, type RuleLink } from './links';
import { categoryTitle, measuredCategories, OUTCOME_TITLES } from './summary';

function escape(text: string): string {
  return text.replace(/([\\`*_[\]|<>])/g, '\\$1').replace(/\n/g, ' ');
}

export interface MarkdownOptions {
  /** Where the Sightline guides are served: guide links are absolute. */
  guideBaseUrl?: string;
}

/** One folded finding: its texts once, then each piece of evidence once with the pages it was seen on. */
function findingLines(group: FoldedFinding, report: Report, guideBaseUrl: string, rule: RuleLink | null): string[] {
  const { finding } = group;
  const sameValue = group.evidence.length === 1 && group.evidence[0]!.values.length === 0 ? finding.displayValue : undefined;
  const lines = [`- **${escape(finding.title)}** (${group.severity}${sameValue ? `, ${escape(sameValue)}` : ''}) — ${wherePhrase(group.pages, report)}`];
  const guide = guideUrl(finding.guide, guideBaseUrl);
  const refs = [guide ? `[Guide](${guide})` : '', rule ? `[${escape(rule.label)}](${rule.url})` : ''].filter(Boolean).join(' · ');
  lines.push(`  - Fix: ${escape(finding.recommendation)}${refs ? ` ${refs}` : ''}`);
  if (finding.wcag.length > 0) lines.push(`  - WCAG ${finding.wcag.join(', ')}`);
  for (const evidence of group.evidence.slice(0, 10)) {
    const indent = group.evidence.length === 1 ? '  ' : '    ';
    if (group.evidence.length > 1) lines.push(`  - ${wherePhrase(evidence.pages, report)}:`);
    if (evidence.finding.explanation) lines.push(`${indent}- ${escape(evidence.finding.explanation)}`);
    for (const element of evidence.finding.elements.slice(0, 8)) lines.push(`${indent}- \`${element.selector.replace(/`/g, "'")}\`${element.note ? ` — ${escape(element.note)}` : ''}`);
    if (evidence.finding.elements.length > 8) lines.push(`${indent}- … and ${evidence.finding.elements.length - 8} more elements`);
    if (evidence.resources.length > 0) lines.push(`${indent}- Resources: ${evidence.resources.slice(0, 20).map(escape).join(', ')}${evidence.resources.length > 20 ? ` and ${evidence.resources.length - 20} more` : ''}`);
    const pages = evidence.values.length > 0 ? evidence.values.map((entry) => `${entry.page}: ${entry.value || '–'}`) : evidence.pages.filter((page) => page !== WHOLE_SITE);
    if (pages.length > 0) lines.push(`${indent}- Pages: ${pages.slice(0, 10).map(escape).join(', ')}${pages.length > 10 ? ` and ${pages.length - 10} more` : ''}`);
  }
  if (group.evidence.length > 10) lines.push(`  - … and ${group.evidence.length - 10} more variants on other pages`);
  return lines;
}

export async function toMarkdown(report: Report, options: MarkdownOptions = {}): Promise<string> {
  const guideBaseUrl = options.guideBaseUrl ?? DEFAULT_GUIDE_BASE_URL;
  const rule = await ruleLinks(report);
  const lines: string[] = [];
  lines.push(`# Sightline report for ${report.requestedUrl}`, '');
  lines.push(`${report.pages.length} page${report.pages.length === 1 ? '' : 's'} analysed on ${report.options.devices.join(' and ')}, ${report.startedAt} – ${report.finishedAt}.`, '');
  lines.push('| Score | Value |', '|---|---|', `| **Overall** | **${report.scores.overall ?? '–'}** |`);
  for (const category of measuredCategories(report)) lines.push(`| ${categoryTitle(category)} | ${report.scores[category]} |`);
  lines.push('', `**How scores are computed.** ${report.scoring.formula}`, '');
  for (const category of measuredCategories(report)) {
    const groups = foldByOutcome(report, category);
    lines.push(`## ${categoryTitle(category)} — ${report.scores[category]}`, '');
    for (const outcome of ['failed', 'needs-review', 'error'] as const) {
      if (groups[outcome].length === 0) continue;
      lines.push(`### ${OUTCOME_TITLES[outcome]}`, '');
      for (const group of groups[outcome]) lines.push(...findingLines(group, report, guideBaseUrl, rule(group.finding)));
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
