// Every audit's public face, without the gatherers and the browser behind them, committed as
// schema/audit-catalogue.json (npm run catalogue; a test keeps it current). The guides library reads
// it at build time to say "How Sightline checks this" under each guide that findings link to.
import { generalAudits } from './general/index';
import { socialAudits } from './social/index';
import { usabilityAudits } from './usability/index';
import { accessibilityAudits } from './accessibility/index';
import { pageSpeedAudits } from './page-speed/index';
import { uiAnalysisAudits } from './ui-analysis/index';
import { deceptiveDesignAudits } from './deceptive-design/index';

export const AUDIT_CATALOGUE_FILE = 'schema/audit-catalogue.json';

export function renderAuditCatalogue(): string {
  const audits = [...generalAudits, ...socialAudits, ...usabilityAudits, ...accessibilityAudits, ...pageSpeedAudits, ...uiAnalysisAudits, ...deceptiveDesignAudits].map(({ meta }) => ({
    id: meta.id,
    category: meta.category,
    title: meta.title,
    guide: meta.guide ?? null,
  }));
  return `${JSON.stringify(audits, null, 1)}\n`;
}
