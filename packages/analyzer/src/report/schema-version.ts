/** Version of the report JSON; bump the major on breaking changes to schema/report.schema.json. */
export const SCHEMA_VERSION = '1.4.0';
