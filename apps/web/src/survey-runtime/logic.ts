// What the answer page and the widget both ask of the survey logic, on top of survey-logic.ts.
import type { Question, SurveyDefinition } from '@sightline/shared/research/survey';
import { isAnswered, validateAnswer, visibleQuestions, type Answers } from '@sightline/shared/research/survey-logic';

export const REQUIRED = 'This question needs an answer.';

/**
 * The questions shown and the answers that count. An answer to a question the logic now hides is
 * kept on the device (it comes back if the respondent changes their mind) but counts for nothing,
 * not even for the conditions of later questions.
 */
export function counted(definition: SurveyDefinition, answers: Answers): { shown: Question[]; counted: Answers } {
  let current = answers;
  for (let i = 0; i <= definition.questions.length; i++) {
    const shown = visibleQuestions(definition, current);
    const next: Answers = {};
    for (const question of shown) if (answers[question.id] !== undefined) next[question.id] = answers[question.id]!;
    if (Object.keys(next).join() === Object.keys(current).join()) return { shown, counted: next };
    current = next;
  }
  return { shown: visibleQuestions(definition, current), counted: current };
}

/** Answers the server can take now: while answering, a half-typed number or price waits. */
export function sendable(definition: SurveyDefinition, answers: Answers, complete: boolean): Answers {
  const { shown, counted: kept } = counted(definition, answers);
  const out: Answers = {};
  for (const question of shown) if (isAnswered(kept[question.id]) && (complete || validateAnswer(question, kept[question.id]) === null)) out[question.id] = kept[question.id]!;
  return out;
}

/** Why the respondent cannot go on from a question, or null. */
export function problemOf(question: Question, answers: Answers): string | null {
  const value = answers[question.id];
  if (!isAnswered(value)) return question.required ? REQUIRED : null;
  return validateAnswer(question, value);
}
