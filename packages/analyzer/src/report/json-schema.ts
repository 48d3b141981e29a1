import { ReportSchema } from '@sightline/shared/report';
import { SCHEMA_VERSION } from './schema-version';

/** Where the published JSON Schema of the report lives, relative to this package. */
export const REPORT_SCHEMA_FILE = 'schema/report.schema.json';

/**
 * The JSON Schema file of `sightline audit --format json`, derived from the one report schema in
 * @sightline/shared/report. `npm run schema` writes it; a test fails when the committed file differs.
 */
export function renderReportJsonSchema(): string {
  const document = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `https://sightline.dev/schema/report/${SCHEMA_VERSION}.json`,
    title: 'Sightline report',
    description: `Output of \`sightline audit --format json\`, version ${SCHEMA_VERSION}.`,
    ...ReportSchema,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
