// npm run schema — writes schema/report.schema.json from the report schema in @sightline/shared/report.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderReportJsonSchema, REPORT_SCHEMA_FILE } from '../src/report/json-schema';

const file = fileURLToPath(new URL(`../${REPORT_SCHEMA_FILE}`, import.meta.url));
writeFileSync(file, renderReportJsonSchema());
console.log(`wrote ${file}`);
