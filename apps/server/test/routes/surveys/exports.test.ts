import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyDefinition } from '@sightline/shared/research/survey';
import type { App } from '../../../src/app';
import { createTestApp } from '../../helpers/test-app';
import { answer, Browser } from './helpers';

let app: App;

beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'http://sightline.test' }, { work: false });
});
afterAll(async () => {
  await app.close();
});

const WIDE: SurveyDefinition = {
  schemaVersion: 1,
  title: 'Pricing, "2026"',
  layout: 'single-page',
  thankYou: { title: 'Thanks!' },
  questions: [
    { type: 'multiple_choice', id: 'tools', title: 'Tools', required: false, allowOther: true, options: [{ id: 'figma', label: 'Figma' }, { id: 'sketch', label: 'Sketch' }] },
    { type: 'matrix', id: 'grid', title: 'Rate', required: false, rows: [{ id: 'speed', label: 'Speed' }, { id: 'price', label: 'Price' }], columns: [{ id: 'bad', label: 'Bad' }, { id: 'good', label: 'Good' }] },
    { type: 'van_westendorp', id: 'vw', title: 'Price', required: false, currency: 'EUR', product: 'the app' },
    { type: 'long_text', id: 'notes', title: 'Notes', required: false, allowPreferNot: true },
    { type: 'number', id: 'team', title: 'Team size', required: false },
  ],
};

const FULL = {
  tools: { choices: ['figma', 'sketch'], other: 'Pen' },
  grid: { speed: 'good', price: 'bad' },
  vw: { tooCheap: 5, cheap: 10, expensive: 20, tooExpensive: 40 },
  notes: 'Fast, "cheap"\nand =SUM(A1)',
  team: 12,
};

/** The CSV's rows as lists of fields (RFC 4180 quoting). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return rows;
}

const HEADERS = ['Response', 'Status', 'Version', 'Source', 'Started', 'Completed', 'Tools', 'Rate: Speed', 'Rate: Price', 'Price: too cheap (EUR)', 'Price: a bargain (EUR)', 'Price: getting expensive (EUR)', 'Price: too expensive (EUR)', 'Notes', 'Team size'];

describe('exporting responses', () => {
  it('writes CSV with a BOM, a column per question (per matrix row, per price) and correct escaping', async () => {
    const owner = new Browser(app);
    const { id, versionId } = await owner.publishedSurvey(WIDE);
    expect((await answer(app, id, { versionId, answers: FULL, complete: true })).statusCode).toBe(200);
    expect((await answer(app, id, { versionId, answers: { notes: { special: 'prefer_not' } }, complete: false })).statusCode).toBe(200);
    const response = await owner.request('GET', `/api/surveys/${id}/export.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="pricing-2026-responses.csv"');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, partial, complete] = parseCsv(response.body.slice(1));
    expect(header).toEqual(HEADERS);
    expect(complete!.slice(1, 4)).toEqual(['complete', '1', 'page']);
    expect(complete!.slice(6)).toEqual(['Figma; Sketch; Other: Pen', 'Good', 'Bad', '5', '10', '20', '40', 'Fast, "cheap"\nand =SUM(A1)', '12']);
    expect(partial!.slice(6)).toEqual(['', '', '', '', '', '', '', 'Prefer not to say', '']);
  });

  it('neutralises text a spreadsheet would run as a formula', async () => {
    const owner = new Browser(app);
    const { id, versionId } = await owner.publishedSurvey(WIDE);
    await answer(app, id, { versionId, answers: { notes: '=HYPERLINK("http://evil.example")' }, complete: true });
    const [, row] = parseCsv((await owner.request('GET', `/api/surveys/${id}/export.csv`)).body.slice(1));
    expect(row![13]).toBe(`'=HYPERLINK("http://evil.example")`);
  });

  it('writes an XLSX workbook that reads back with the same cells, numbers as numbers', async () => {
    const owner = new Browser(app);
    const { id, versionId } = await owner.publishedSurvey(WIDE);
    const key = randomUUID();
    await answer(app, id, { versionId, answers: FULL, complete: true }, key);
    const response = await owner.request('GET', `/api/surveys/${id}/export.xlsx`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Responses')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(row.slice(1, 4)).toEqual(['complete', 1, 'page']);
    expect(row.slice(6)).toEqual(['Figma; Sketch; Other: Pen', 'Good', 'Bad', 5, 10, 20, 40, 'Fast, "cheap"\nand =SUM(A1)', 12]);
    expect(sheet.rowCount).toBe(2);
  });

  it('pages through 1,100 responses (more than one database page) in both formats', async () => {
    const owner = new Browser(app);
    const { id, versionId } = await owner.publishedSurvey(WIDE);
    const rows = Array.from({ length: 1100 }, (_, i) => i);
    for (let i = 0; i < rows.length; i += 100) {
      await Promise.all(rows.slice(i, i + 100).map((n) => answer(app, id, { versionId, answers: { team: n }, complete: true }, randomUUID(), `10.0.${Math.floor(n / 100)}.${n % 100}`)));
    }
    const csv = parseCsv((await owner.request('GET', `/api/surveys/${id}/export.csv`)).body.slice(1));
    expect(csv).toHaveLength(1101);
    expect(new Set(csv.slice(1).map((row) => row[14])).size).toBe(1100);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await owner.request('GET', `/api/surveys/${id}/export.xlsx`)).rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Responses')!.rowCount).toBe(1101);
  });
});
