import type { GatheredArtifacts } from './driver/load-page';
import type { Audit, AuditContext, AuditMeta, AuditResult, Device, Finding, SiteAudit, SiteFacts } from './types';
import { isArtifactError, pageKey, SITE_WIDE } from './types';

export function isSiteAudit(audit: Audit | SiteAudit): audit is SiteAudit {
  return 'auditSite' in audit;
}

export function toFinding(meta: AuditMeta, result: AuditResult, device: Device): Finding {
  const score = result.score ?? (result.outcome === 'passed' ? 1 : result.outcome === 'failed' ? 0 : null);
  const finding: Finding = {
    id: meta.id,
    category: meta.category,
    outcome: result.outcome,
    severity: result.severity ?? meta.severity,
    title: result.outcome === 'failed' ? meta.failureTitle : meta.title,
    description: meta.description,
    recommendation: meta.recommendation,
    guide: meta.guide ?? null,
    wcag: result.advice ? [] : (meta.wcag ?? []),
    act: meta.act ?? [],
    elements: result.elements ?? [],
    device,
    score,
  };
  if (result.displayValue !== undefined) finding.displayValue = result.displayValue;
  if (result.explanation !== undefined) finding.explanation = result.explanation;
  if (result.details !== undefined) finding.details = result.details;
  if (meta.references && result.outcome === 'failed') finding.references = meta.references.map((reference) => ({ ...reference }));
  return finding;
}

function errorFinding(meta: AuditMeta, device: Device, message: string): Finding {
  return toFinding(meta, { outcome: 'error', explanation: message }, device);
}

/**
 * Runs page audits on one load. Each audit sees only the artifacts it declared; an artifact whose
 * gatherer failed turns the audit into an "error" finding with the gatherer's message. On pages that
 * answered with an error status only audits marked runOnErrorPages run.
 */
export function runPageAudits(audits: readonly Audit[], artifacts: GatheredArtifacts, context: AuditContext, errorPage: boolean): Finding[] {
  const findings: Finding[] = [];
  for (const audit of audits) {
    const meta = audit.meta;
    if (meta.devices && !meta.devices.includes(context.device)) continue;
    if (errorPage && !meta.runOnErrorPages) continue;
    const missing = meta.requiredArtifacts.filter((name) => !(name in artifacts));
    if (missing.length > 0) {
      findings.push(errorFinding(meta, context.device, `No gatherer produced ${missing.join(', ')}`));
      continue;
    }
    const failed = meta.requiredArtifacts.map((name) => artifacts[name]).find(isArtifactError);
    if (failed) {
      findings.push(errorFinding(meta, context.device, failed.message));
      continue;
    }
    const picked = Object.fromEntries(meta.requiredArtifacts.map((name) => [name, artifacts[name]]));
    try {
      const results = audit.audit(picked as never, context);
      for (const result of Array.isArray(results) ? results : [results]) findings.push(toFinding(meta, result, context.device));
    } catch (error) {
      findings.push(errorFinding(meta, context.device, `The audit failed: ${error instanceof Error ? error.message : String(error)}`));
    }
  }
  return findings;
}

export interface SiteAuditPage {
  url: string;
  device: Device;
  artifacts: GatheredArtifacts;
}

/**
 * Runs site audits over every analysed load. Results are routed by key: pageKey(url, device), a bare
 * page URL (every device of that page) or SITE_WIDE (the report's site findings, device of the first load).
 */
export function runSiteAudits(
  audits: readonly SiteAudit[],
  pages: readonly SiteAuditPage[],
  site: SiteFacts,
  devices: readonly Device[],
): { byPage: Map<string, Finding[]>; siteWide: Finding[] } {
  const byPage = new Map<string, Finding[]>();
  const siteWide: Finding[] = [];
  const add = (key: string, finding: Finding) => byPage.set(key, [...(byPage.get(key) ?? []), finding]);
  const siteDevice = devices[0] ?? 'mobile';
  for (const audit of audits) {
    const meta = audit.meta;
    const eligible = pages.filter((page) => (!meta.devices || meta.devices.includes(page.device)) && meta.requiredArtifacts.every((name) => name in page.artifacts && !isArtifactError(page.artifacts[name])));
    const input = eligible.map((page) => ({
      url: page.url,
      device: page.device,
      artifacts: Object.fromEntries(meta.requiredArtifacts.map((name) => [name, page.artifacts[name]])) as never,
    }));
    let results: Map<string, AuditResult>;
    try {
      results = audit.auditSite(input, site);
    } catch (error) {
      siteWide.push(errorFinding(meta, siteDevice, `The audit failed: ${error instanceof Error ? error.message : String(error)}`));
      continue;
    }
    for (const [key, result] of results) {
      if (key === SITE_WIDE) {
        siteWide.push(toFinding(meta, result, siteDevice));
        continue;
      }
      const targets = pages.filter((page) => pageKey(page.url, page.device) === key || page.url === key);
      for (const page of targets) add(pageKey(page.url, page.device), toFinding(meta, result, page.device));
    }
  }
  return { byPage, siteWide };
}
