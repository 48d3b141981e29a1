// Build step, evaluated by the content plugin through Vite's module runner (the config itself is
// plain Node, which cannot load the TypeScript of the workspace packages): everything the plugin
// needs from the collection, and what inside the product links to a guide.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BIAS_RULES } from '@sightline/shared/research/bias';
import type { AuditSummary, GuideChecks } from './content-pages.ts';

export { CONTENT_ROOT, loadContent } from './content-collection.ts';
export { cardDecks } from './content-decks.ts';
export { blogFeed, pageData, searchDocuments, sitemap } from './content-pages.ts';

export const guideChecks: GuideChecks = {
  // Each audit's id, title and guide, as the analyzer publishes them (its schema/audit-catalogue.json).
  audits: JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@sightline/analyzer/audit-catalogue.json'), 'utf8')) as AuditSummary[],
  questionRules: Object.entries(BIAS_RULES).map(([id, rule]) => ({ id, title: rule.title, guide: rule.guide })),
};
