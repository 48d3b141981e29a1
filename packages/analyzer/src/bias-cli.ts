// `sightline bias survey`: the question-bias rules on a file of questions, offline (the rules are
// code in @sightline/shared, nothing is downloaded). Called by cli.ts for `sightline bias …`.
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { BIAS_RULES, checkQuestionnaire, questionsFromLines, questionsFromScript, SEVERITIES, type BiasInput, type BiasReport, type Severity } from '@sightline/shared/research/bias';
import type { SurveyDefinition } from '@sightline/shared/research/survey';
import { definitionProblems } from '@sightline/shared/research/survey-validate';
import type { CliIo } from './cli';
import { DEFAULT_GUIDE_BASE_URL, guideUrl } from './report/links';

export const BIAS_USAGE = `Usage: sightline bias survey --input FILE [options]
       sightline bias classify --input texts.jsonl --output out.jsonl   (sightline bias classify --help)

Checks survey or interview questions for wording, scale and order problems that bias answers
(leading and loaded wording, double-barreled questions, double negatives, hypothetical questions,
unbalanced scales, vague quantifiers, anchors, order effects…). The rules read English only.

  --input FILE         the questions: a text file with one question a line (numbering and bullets
                       are ignored), or a survey definition as JSON (Sightline's survey export, so
                       options and settings are checked too), or a JSON array of question texts
  --script             the text file is an interview script: take the interviewer's questions and
                       prompts ("Tell me about…") out of it, leaving out speaker labels, the
                       participant's lines and other sentences
  --format F           text | json (default text)
  --output FILE        write the report to FILE instead of standard output
  --fail-on S          exit with status 1 when there is a finding of severity S or higher
                       (high | medium | low)
  --guide-base-url URL where the guides linked from the text report are served
                       (default SIGHTLINE_PUBLIC_URL, else ${DEFAULT_GUIDE_BASE_URL})

Exit status: 0 done, 1 findings at or above --fail-on, 2 error.`;

class UsageError extends Error {}

/** The questions of an input file: a survey definition, a JSON array of texts, a script or lines. */
export function readQuestions(content: string, name: string, script: boolean): BiasInput[] {
  const trimmed = content.trim();
  if (/\.json$/i.test(name) || (!script && /^[[{]/.test(trimmed))) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch (error) {
      throw new UsageError(`${name} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (Array.isArray(parsed) && parsed.every((item) => typeof item === 'string')) return parsed.map((text) => text.trim()).filter(Boolean);
    const problems = definitionProblems(parsed);
    if (problems.length === 0) return (parsed as SurveyDefinition).questions;
    throw new UsageError(
      `${name} is neither a JSON array of question texts nor a valid survey definition:\n${problems
        .slice(0, 5)
        .map((problem) => `  ${problem.path || '/'}: ${problem.message}`)
        .join('\n')}`,
    );
  }
  return script ? questionsFromScript(content) : questionsFromLines(content);
}

const SEVERITY_LABEL: Record<Severity, string> = { high: 'HIGH  ', medium: 'MEDIUM', low: 'LOW   ' };

/** The report for a reader: each question with its findings, then the questionnaire's, then counts by rule. */
export function renderBiasText(report: BiasReport, guideBase: string): string {
  const { summary } = report;
  const lines = [
    `Sightline bias check (English): ${summary.questions} question${summary.questions === 1 ? '' : 's'}, ${summary.findings} finding${summary.findings === 1 ? '' : 's'} on ${summary.questionsWithFindings} question${summary.questionsWithFindings === 1 ? '' : 's'}`,
    '',
  ];
  const indent = (text: string) => `          ${text}`;
  for (const q of report.questions) {
    const ease = q.readability.fleschReadingEase;
    lines.push(`${String(q.index + 1).padStart(3)}. ${q.text}${ease === null ? '' : `  (reading ease ${ease})`}`);
    if (q.findings.length === 0) lines.push(indent('No findings.'));
    for (const f of q.findings) {
      lines.push(`    ${SEVERITY_LABEL[f.severity]} ${f.title}: ${f.evidence.map((e) => `“${e.text}”`).join(', ')}`);
      lines.push(indent(`Why: ${f.why}`));
      if (f.rewrite.length > 0) lines.push(indent(`Rewrite: ${f.rewrite.join('  /  ')}`));
      else lines.push(indent(`Change: ${f.advice}`));
      lines.push(indent(`Guide: ${guideUrl(f.guide, guideBase)}`));
    }
  }
  if (report.questionnaire.length > 0) {
    lines.push('', 'Questionnaire');
    for (const f of report.questionnaire) {
      lines.push(`    ${SEVERITY_LABEL[f.severity]} ${f.title} (question${f.questions.length === 1 ? '' : 's'} ${f.questions.map((i) => i + 1).join(', ')})`);
      lines.push(indent(`Why: ${f.why}`));
      lines.push(indent(`Change: ${f.advice}`));
      lines.push(indent(`Guide: ${guideUrl(f.guide, guideBase)}`));
    }
  }
  if (summary.byRule.length > 0) lines.push('', `By rule: ${summary.byRule.map((r) => `${BIAS_RULES[r.rule].title} ${r.count}`).join(', ')}`);
  return `${lines.join('\n')}\n`;
}

/** Runs `sightline bias <command>` and returns the exit status. */
export async function biasMain(argv: string[], io: CliIo): Promise<number> {
  if (argv[0] === 'classify') return (await import('./deceptive/classify-cli')).classifyMain(argv.slice(1), io);
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        input: { type: 'string', short: 'i' },
        script: { type: 'boolean' },
        format: { type: 'string' },
        output: { type: 'string', short: 'o' },
        'fail-on': { type: 'string' },
        'guide-base-url': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) {
      io.stdout.write(`${BIAS_USAGE}\n`);
      return 0;
    }
    const [command, ...extra] = positionals;
    if (command !== 'survey' || extra.length > 0) throw new UsageError('Expected: sightline bias survey --input FILE');
    if (!values.input) throw new UsageError('--input is required');
    const format = values.format ?? 'text';
    if (format !== 'text' && format !== 'json') throw new UsageError('--format must be text or json');
    const failOn = values['fail-on'] as Severity | undefined;
    if (failOn !== undefined && !SEVERITIES.includes(failOn)) throw new UsageError(`--fail-on must be one of ${SEVERITIES.join(', ')}`);
    const env = io.env ?? process.env;
    const guideBase = values['guide-base-url'] ?? (env.SIGHTLINE_PUBLIC_URL || DEFAULT_GUIDE_BASE_URL);
    if (!URL.canParse(guideBase) || !/^https?:$/.test(new URL(guideBase).protocol)) throw new UsageError('--guide-base-url must be an http:// or https:// URL');

    let content: string;
    try {
      content = await readFile(values.input, 'utf8');
    } catch (error) {
      throw new UsageError(`Cannot read ${values.input}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const questions = readQuestions(content, values.input, Boolean(values.script));
    if (questions.length === 0) throw new UsageError(`${values.input} has no questions${values.script ? ' (no sentence ending in “?” and no prompt such as “Tell me about…”)' : ''}`);

    const report = checkQuestionnaire(questions);
    const text = format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : renderBiasText(report, guideBase);
    if (values.output) await writeFile(values.output, text);
    else io.stdout.write(text);
    if (failOn !== undefined) {
      const rank = (severity: Severity) => SEVERITIES.indexOf(severity);
      const over = [...report.questions.flatMap((q) => q.findings), ...report.questionnaire].filter((f) => rank(f.severity) <= rank(failOn)).length;
      if (over > 0) {
        io.stderr.write(`${over} finding${over === 1 ? '' : 's'} of severity ${failOn} or higher\n`);
        return 1;
      }
    }
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(error instanceof UsageError || (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) ? `${message}\n\n${BIAS_USAGE}\n` : `sightline: unexpected error: ${message}\n`);
    return 2;
  }
}
