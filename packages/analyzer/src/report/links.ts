// Links a standalone report (a file, read anywhere) can follow: guides as absolute URLs, and each
// rule's own page where the rule is someone else's (axe-core, Lighthouse).
import { createRequire } from 'node:module';
import type { Finding, Report } from '../types';

/**
 * Sightline has no public documentation site: its guides are pages of the Sightline app itself,
 * which `npm start` serves at http://localhost:3000. A team running its own Sightline sets its
 * address (`--guide-base-url` or SIGHTLINE_PUBLIC_URL).
 */
export const DEFAULT_GUIDE_BASE_URL = 'http://localhost:3000';

export interface RuleLink {
  url: string;
  label: string;
}

/** A guide path (`/guides/…`) as an absolute URL under `base`. */
export function guideUrl(guide: string | null, base: string): string | null {
  return guide ? new URL(guide.replace(/^\/+/, ''), base.endsWith('/') ? base : `${base}/`).toString() : null;
}

/** Deque University's page of an axe rule, for the installed axe-core's major.minor version. */
export function axeRuleUrl(ruleId: string, axeVersion: string): string {
  return `https://dequeuniversity.com/rules/axe/${axeVersion.split('.').slice(0, 2).join('.')}/${encodeURIComponent(ruleId)}`;
}

function installedAxeVersion(): string {
  return (createRequire(import.meta.url)('axe-core/package.json') as { version: string }).version;
}

/** The "Learn more" link of a Lighthouse metric audit, from the installed Lighthouse's own text. */
async function lighthouseDocs(auditId: string): Promise<string | null> {
  try {
    const module = (await import(`lighthouse/core/audits/metrics/${auditId}.js`)) as { UIStrings?: { description?: string } };
    return /\]\((https:\/\/[^)\s]+)\)/.exec(module.UIStrings?.description ?? '')?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * The rule page of each finding that has one: axe-core findings (`axe-<rule>`) link to Deque
 * University, Lighthouse's lab metrics (their details name the Lighthouse version) to Lighthouse's
 * documentation of the metric. Sightline's own audits have their guide instead.
 */
export async function ruleLinks(report: Report): Promise<(finding: Finding) => RuleLink | null> {
  const findings = [...(report.siteFindings ?? []), ...report.pages.flatMap((page) => page.findings)];
  const lighthouseIds = [...new Set(findings.filter((finding) => typeof finding.details?.lighthouseVersion === 'string').map((finding) => finding.id))];
  const lighthouse = new Map<string, string>();
  for (const id of lighthouseIds) {
    const url = await lighthouseDocs(id);
    if (url) lighthouse.set(id, url);
  }
  const axeVersion = findings.some((finding) => finding.id.startsWith('axe-')) ? installedAxeVersion() : null;
  return (finding) => {
    if (axeVersion && finding.id.startsWith('axe-')) {
      const rule = finding.id.slice('axe-'.length);
      return { url: axeRuleUrl(rule, axeVersion), label: `axe-core rule ${rule} (Deque University)` };
    }
    const docs = lighthouse.get(finding.id);
    return docs && typeof finding.details?.lighthouseVersion === 'string' ? { url: docs, label: `Lighthouse: ${finding.id}` } : null;
  };
}
