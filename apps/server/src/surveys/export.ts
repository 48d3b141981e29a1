import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { listSurveyResponses, type Db, type ResponseCursor, type ResponseWithAnswers, type SurveyVersion } from '@sightline/db';
import type { Question } from '@sightline/shared/research/survey';
import { PRICE_QUESTIONS, SPECIAL_LABELS } from '@sightline/shared/research/survey-logic';

/** Responses read from the database at a time: an export never holds them all. */
const PAGE = 1000;

type Cell = string | number | null;

interface Column {
  header: string;
  questionId: string;
  /** The cell of a response; `question` is the question as that response's version asked it. */
  cell(answer: unknown, question: Question): Cell;
}

const PRICE_HEADERS = { tooCheap: 'too cheap', cheap: 'a bargain', expensive: 'getting expensive', tooExpensive: 'too expensive' } as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const labelOf = (question: Question, id: unknown): string => {
  const options = 'options' in question ? question.options : 'columns' in question ? question.columns : [];
  return options.find((option) => option.id === id)?.label ?? String(id);
};

/** "Don't know" or "Prefer not to say", or null for any other answer. */
const specialCell = (answer: unknown): Cell => (isObject(answer) && (answer.special === 'dont_know' || answer.special === 'prefer_not') ? SPECIAL_LABELS[answer.special] : null);

/** A question's answer as one cell, in words a reader of the spreadsheet understands. */
function answerCell(answer: unknown, question: Question): Cell {
  if (answer === undefined) return null;
  const special = specialCell(answer);
  if (special !== null) return special;
  switch (question.type) {
    case 'single_choice':
      if (!isObject(answer)) return null;
      return 'other' in answer ? `Other: ${String(answer.other)}` : labelOf(question, answer.choice);
    case 'multiple_choice': {
      if (!isObject(answer) || !Array.isArray(answer.choices)) return null;
      const labels = answer.choices.map((id) => labelOf(question, id));
      if (typeof answer.other === 'string') labels.push(`Other: ${answer.other}`);
      return labels.join('; ');
    }
    case 'yes_no':
      return answer === true ? 'Yes' : answer === false ? 'No' : null;
    case 'ranking':
      return Array.isArray(answer) ? answer.map((id) => labelOf(question, id)).join('; ') : null;
    default:
      return typeof answer === 'number' || typeof answer === 'string' ? answer : null;
  }
}

/**
 * One column per question (a matrix: one per row; Van Westendorp: one per price), the latest
 * version's questions first, then those only earlier versions asked.
 */
export function exportColumns(versions: readonly SurveyVersion[]): { columns: Column[]; questionOf(version: number, id: string): Question | undefined } {
  const byVersion = new Map(versions.map((version) => [version.version, new Map(version.definition.questions.map((q) => [q.id, q]))]));
  const seen = new Set<string>();
  const columns: Column[] = [];
  for (const version of [...versions].sort((a, b) => b.version - a.version)) {
    for (const question of version.definition.questions) {
      if (seen.has(question.id)) continue;
      seen.add(question.id);
      if (question.type === 'matrix') {
        for (const row of question.rows) {
          columns.push({ header: `${question.title}: ${row.label}`, questionId: question.id, cell: (answer, asked) => (isObject(answer) && typeof answer[row.id] === 'string' ? labelOf(asked, answer[row.id]) : specialCell(answer)) });
        }
      } else if (question.type === 'van_westendorp') {
        for (const { key } of PRICE_QUESTIONS) {
          columns.push({ header: `${question.title}: ${PRICE_HEADERS[key]} (${question.currency})`, questionId: question.id, cell: (answer) => (isObject(answer) && typeof answer[key] === 'number' ? answer[key] : specialCell(answer)) });
        }
      } else {
        columns.push({ header: question.title, questionId: question.id, cell: answerCell });
      }
    }
  }
  return { columns, questionOf: (version, id) => byVersion.get(version)?.get(id) };
}

const FIXED_HEADERS = ['Response', 'Status', 'Version', 'Source', 'Started', 'Completed'];

function rowOf(response: ResponseWithAnswers, exported: ReturnType<typeof exportColumns>): Cell[] {
  return [
    response.id,
    response.status,
    response.version,
    response.source,
    response.startedAt.toISOString(),
    response.completedAt?.toISOString() ?? null,
    ...exported.columns.map((column) => {
      const question = exported.questionOf(response.version, column.questionId);
      return question ? column.cell(response.answers[column.questionId], question) : null;
    }),
  ];
}

/** Every response of a survey, a page at a time, newest first. */
async function* responsePages(db: Db, surveyId: string): AsyncGenerator<ResponseWithAnswers[]> {
  let after: ResponseCursor | null = null;
  for (;;) {
    const page = await listSurveyResponses(db, surveyId, { after, limit: PAGE });
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1]!.cursor;
  }
}

/** A CSV field: quoted when needed; text a spreadsheet would run as a formula is prefixed with '. */
function csvField(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The responses as CSV (UTF-8 with a BOM, so spreadsheets read accents right), produced page by page. */
export function responsesCsv(db: Db, surveyId: string, versions: readonly SurveyVersion[]): Readable {
  const exported = exportColumns(versions);
  const line = (cells: Cell[]) => `${cells.map(csvField).join(',')}\r\n`;
  return Readable.from(
    (async function* () {
      yield `\uFEFF${line([...FIXED_HEADERS, ...exported.columns.map((column) => column.header)])}`;
      for await (const page of responsePages(db, surveyId)) yield page.map((response) => line(rowOf(response, exported))).join('');
    })(),
  );
}

/** The responses as an XLSX workbook, written as a stream (exceljs' streaming writer). */
export function responsesXlsx(db: Db, surveyId: string, versions: readonly SurveyVersion[]): Readable {
  const exported = exportColumns(versions);
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet('Responses', { views: [{ state: 'frozen', ySplit: 1 }] });
  const header = sheet.addRow([...FIXED_HEADERS, ...exported.columns.map((column) => column.header)]);
  header.font = { bold: true };
  header.commit();
  void (async () => {
    for await (const page of responsePages(db, surveyId)) for (const response of page) sheet.addRow(rowOf(response, exported)).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  return stream;
}
