// npm run catalogue — writes schema/audit-catalogue.json: each audit's id, category, title and guide.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AUDIT_CATALOGUE_FILE, renderAuditCatalogue } from '../src/audits/catalogue';

const file = fileURLToPath(new URL(`../${AUDIT_CATALOGUE_FILE}`, import.meta.url));
writeFileSync(file, renderAuditCatalogue());
console.log(`wrote ${file}`);
