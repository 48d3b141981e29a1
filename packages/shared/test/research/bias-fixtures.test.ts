import { readFileSync } from 'node:fs';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { BIAS_RULE_IDS, checkQuestionnaire, type BiasInput, type BiasReport, type BiasRuleId } from '../../src/research/bias';
import { BiasReportSchema } from '../../src/research/bias/schema';
import { QuestionSchema } from '../../src/research/survey-definition';

const read = <T>(name: string): T => JSON.parse(readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')) as T;
const seeded = read<{ biased: Array<{ rules: BiasRuleId[]; question: BiasInput }>; rewritten: BiasInput[] }>('biased-questionnaire.json');
const wellWritten = read<{ questions: BiasInput[] }>('well-written-questions.json').questions;

/** The rules found on each question: its own findings and the order findings that end at it. */
const rulesPerQuestion = (report: BiasReport) =>
  report.questions.map((q) => new Set<string>([...q.findings.map((f) => f.rule), ...report.questionnaire.filter((f) => f.questions[f.questions.length - 1] === q.index).map((f) => f.rule)]));

const findings = (report: BiasReport) => [...report.questions.flatMap((q) => q.findings), ...report.questionnaire];

describe('fixture questionnaires', () => {
  it('are made of valid survey questions and plain text', () => {
    for (const input of [...seeded.biased.map((b) => b.question), ...seeded.rewritten, ...wellWritten]) {
      if (typeof input !== 'string') expect(Value.Check(QuestionSchema, input), JSON.stringify(input)).toBe(true);
    }
    expect(wellWritten.length).toBeGreaterThanOrEqual(40);
  });

  it('seeds at least 30 biases over every rule, and each is found on its question with its rule and nothing else (recall and precision 1)', () => {
    const labels = seeded.biased.flatMap((b) => b.rules);
    expect(labels.length).toBeGreaterThanOrEqual(30);
    expect(new Set(labels)).toEqual(new Set(BIAS_RULE_IDS));
    const report = checkQuestionnaire(seeded.biased.map((b) => b.question));
    expect(Value.Check(BiasReportSchema, report)).toBe(true);
    const found = rulesPerQuestion(report);
    seeded.biased.forEach((b, i) => expect([...found[i]!].sort(), `question ${i + 1}: ${JSON.stringify(b.question)}`).toEqual([...b.rules].sort()));
  });

  it('finds nothing in the rewritten twin, nor in the well-written questions', () => {
    for (const inputs of [seeded.rewritten, wellWritten]) {
      const report = checkQuestionnaire(inputs);
      expect(findings(report).map((f) => `${f.rule}: ${f.evidence.map((e) => e.text).join(' | ')}`)).toEqual([]);
    }
  });

  it('quotes evidence at its offsets, and its computed rewrites no longer have the bias they fix', () => {
    const inputs = seeded.biased.map((b) => b.question);
    const report = checkQuestionnaire(inputs);
    let rewrites = 0;
    for (const q of report.questions) {
      for (const f of q.findings) {
        for (const e of f.evidence) {
          if (e.field === 'question') expect(q.text.slice(e.start, e.end)).toBe(e.text);
          if (e.field === 'option') expect(q.options?.[e.option!]).toBe(e.text);
        }
        for (const rewrite of f.rewrite) {
          rewrites++;
          const again = checkQuestionnaire([rewrite]).questions[0]!.findings.filter((g) => g.rule === f.rule);
          expect(again, `${f.rule}: ${q.text} → ${rewrite}`).toEqual([]);
        }
      }
    }
    for (const f of report.questionnaire) for (const e of f.evidence) if (e.field === 'question') expect(report.questions[e.question]!.text.slice(e.start, e.end)).toBe(e.text);
    expect(rewrites).toBeGreaterThanOrEqual(30);
  });
});
