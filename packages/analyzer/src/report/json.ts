import type { Report } from '../types';

export function toJson(report: Report): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
