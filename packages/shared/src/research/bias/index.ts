// Bias in research instruments: checks survey and interview questions for wording, scale and order
// problems that bias answers (leading and loaded wording, double-barreled questions, double
// negatives, absolutes, hypothetical behaviour, acquiescence, unbalanced or unlabeled scales, missing
// "Don't know"/"Other"/"Prefer not to say", social desirability, jargon and readability, vague
// quantifiers, anchors, and order effects). Pure and browser-safe: the API, the CLI and the survey
// builder's inline hints run this same code. English only.
import type { Question } from '../survey-definition';
import { BIAS_RULES, type BiasRuleId } from './catalogue';
import { checkOrder } from './questionnaire-rules';
import { checkQuestionSource, definedAcronyms, type QuestionSource } from './question-rules';
import { readability } from './readability';
import type { BiasReport, QuestionFinding, QuestionnaireFinding, QuestionReport } from './schema';

export { BIAS_RULE_IDS, BIAS_RULES, SEVERITIES, type BiasRule, type BiasRuleId, type Severity } from './catalogue';
export { readability, syllables, type Readability } from './readability';
export { questionsFromLines, questionsFromScript } from './split';
export type { BiasReport, Evidence, QuestionFinding, QuestionnaireFinding, QuestionReport } from './schema';

/** A question to check: plain text (pasted, or from an interview script), or a survey question. */
export type BiasInput = string | Question;

const LIKERT = ['Strongly disagree', 'Disagree', 'Neither agree nor disagree', 'Agree', 'Strongly agree'];

function sourceOf(input: BiasInput): QuestionSource {
  if (typeof input === 'string') return { text: input.trim(), description: '', options: [], question: null };
  const options =
    input.type === 'single_choice' || input.type === 'multiple_choice' || input.type === 'ranking'
      ? input.options.map((option) => option.label)
      : input.type === 'matrix'
        ? input.columns.map((column) => column.label)
        : input.type === 'likert'
          ? LIKERT
          : [];
  return { text: input.title, description: input.description ?? '', options, question: input };
}

/** Every question's findings and readability, the questionnaire's order findings, and counts by rule. */
export function checkQuestionnaire(inputs: readonly BiasInput[]): BiasReport {
  const sources = inputs.map(sourceOf);
  const defined = new Set<string>();
  const questions: QuestionReport[] = sources.map((source, index) => {
    const findings = checkQuestionSource(source, defined);
    for (const acronym of [...definedAcronyms(source.text), ...definedAcronyms(source.description)]) defined.add(acronym);
    const q = source.question;
    return {
      index,
      ...(q ? { id: q.id, type: q.type } : {}),
      text: source.text,
      ...(source.description ? { description: source.description } : {}),
      ...(source.options.length > 0 && q?.type !== 'likert' ? { options: source.options } : {}),
      readability: readability(source.text),
      findings,
    };
  });
  const questionnaire = checkOrder(sources);
  const counts = new Map<BiasRuleId, number>();
  for (const f of [...questions.flatMap((q) => q.findings), ...questionnaire]) counts.set(f.rule, (counts.get(f.rule) ?? 0) + 1);
  return {
    language: 'en',
    questions,
    questionnaire,
    summary: {
      questions: questions.length,
      questionsWithFindings: questions.filter((q) => q.findings.length > 0).length,
      findings: [...counts.values()].reduce((a, b) => a + b, 0),
      byRule: [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([rule, count]) => ({ rule, title: BIAS_RULES[rule].title, count })),
    },
  };
}

/**
 * The findings of one question of a survey being edited: its own, and the order findings that
 * involve it (a general question after specific ones, its options in a fixed order). Questions after
 * it do not change them, so only the questions up to it are read.
 */
export function checkSurveyQuestion(questions: readonly Question[], index: number): { findings: QuestionFinding[]; order: QuestionnaireFinding[] } {
  const report = checkQuestionnaire(questions.slice(0, index + 1));
  return {
    findings: report.questions[index]?.findings ?? [],
    order: report.questionnaire.filter((f) => f.questions[f.questions.length - 1] === index),
  };
}
