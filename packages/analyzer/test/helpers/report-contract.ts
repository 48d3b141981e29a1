import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { ReportSchema } from '@sightline/shared/report';
import { Value } from 'typebox/value';
import { expect } from 'vitest';
import { REPORT_SCHEMA_FILE } from '../../src/report/json-schema';
import { toJson } from '../../src/report/json';
import type { Report } from '../../src/types';

// ajv warns about the formats it does not check (uri, date-time); that is expected here.
const validate = new Ajv({ allErrors: true, strict: false, logger: false }).compile(
  JSON.parse(readFileSync(new URL(`../../${REPORT_SCHEMA_FILE}`, import.meta.url), 'utf8')) as object,
);

/**
 * What `sightline audit --format json` writes for this report is accepted by the published JSON
 * Schema, and the API, which serialises reports through the same schema and drops every property it
 * does not declare, would send all of it.
 */
export function expectReportContract(report: Report): void {
  const written = JSON.parse(toJson(report)) as unknown;
  validate(written);
  expect(validate.errors ?? []).toEqual([]);
  expect(Value.Clean(ReportSchema, structuredClone(written))).toEqual(written);
}

/** The published schema accepts this JSON value (for checking that it is not vacuous). */
export const acceptedBySchema = (value: unknown): boolean => validate(value);
