// What a respondent's answers are, whether one is acceptable, and which questions a respondent sees.
// The server (on every submit), the answer page and the widget run this same code. It imports only
// types, so the answer page's bundle stays free of the schema library.
import type { Condition, Question, SurveyDefinition } from './survey-definition';

export type SpecialAnswer = { special: 'dont_know' | 'prefer_not' };
export type ChoiceAnswer = { choice: string } | { other: string };
export type ChoicesAnswer = { choices: string[]; other?: string };
export type PriceAnswer = { tooCheap: number; cheap: number; expensive: number; tooExpensive: number };

/** One question's answer. Which shape a question takes follows from its type (`validateAnswer`). */
export type AnswerValue = SpecialAnswer | ChoiceAnswer | ChoicesAnswer | boolean | number | string | string[] | Record<string, string> | PriceAnswer;
export type Answers = Record<string, AnswerValue>;

export const SPECIAL_LABELS = { dont_know: "Don't know", prefer_not: 'Prefer not to say' } as const;
export const LIKERT_LABELS = {
  5: ['Strongly disagree', 'Disagree', 'Neither agree nor disagree', 'Agree', 'Strongly agree'],
  7: ['Strongly disagree', 'Disagree', 'Somewhat disagree', 'Neither agree nor disagree', 'Somewhat agree', 'Agree', 'Strongly agree'],
} as const;
/** Van Westendorp's four questions (Van Westendorp 1976), in the order they are asked. */
export const PRICE_QUESTIONS = [
  { key: 'tooCheap', text: (product: string) => `At what price would ${product} be so cheap that you would doubt its quality?` },
  { key: 'cheap', text: (product: string) => `At what price would ${product} be a bargain: a great buy for the money?` },
  { key: 'expensive', text: (product: string) => `At what price would ${product} start to seem expensive, though you would still consider it?` },
  { key: 'tooExpensive', text: (product: string) => `At what price would ${product} be so expensive that you would not consider buying it?` },
] as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isSpecial = (value: unknown): value is SpecialAnswer => isObject(value) && (value.special === 'dont_know' || value.special === 'prefer_not') && Object.keys(value).length === 1;
const MAX_OTHER = 500;

/** Whether a value is an answer at all (an empty string or empty list is not). */
export function isAnswered(value: unknown): boolean {
  if (value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (isObject(value) && Array.isArray(value.choices)) return value.choices.length > 0 || Boolean(value.other);
  return value !== null;
}

/**
 * Why a value is not an acceptable answer to a question, as a sentence for the respondent, or null
 * when it is. Unanswered is handled by the caller (`answerProblems`), which knows about `required`.
 */
export function validateAnswer(question: Question, value: unknown): string | null {
  if (isSpecial(value)) {
    return (value.special === 'dont_know' && question.allowDontKnow) || (value.special === 'prefer_not' && question.allowPreferNot) ? null : 'Choose one of the answers offered.';
  }
  switch (question.type) {
    case 'single_choice': {
      if (!isObject(value)) return 'Choose one answer.';
      if ('other' in value) return question.allowOther && typeof value.other === 'string' && value.other.trim() !== '' && value.other.length <= MAX_OTHER ? null : 'Please specify your other answer (at most 500 characters).';
      return typeof value.choice === 'string' && question.options.some((option) => option.id === value.choice) && Object.keys(value).length === 1 ? null : 'Choose one of the answers offered.';
    }
    case 'multiple_choice': {
      if (!isObject(value) || !Array.isArray(value.choices)) return 'Choose one or more answers.';
      const choices = value.choices as unknown[];
      if (new Set(choices).size !== choices.length || !choices.every((id) => typeof id === 'string' && question.options.some((option) => option.id === id))) return 'Choose among the answers offered.';
      if (value.other !== undefined && !(question.allowOther && typeof value.other === 'string' && value.other.trim() !== '' && value.other.length <= MAX_OTHER)) return 'Please specify your other answer (at most 500 characters).';
      const count = choices.length + (value.other === undefined ? 0 : 1);
      if (count === 0) return 'Choose one or more answers.';
      return question.maxSelected !== undefined && count > question.maxSelected ? `Choose at most ${question.maxSelected}.` : null;
    }
    case 'yes_no':
      return typeof value === 'boolean' ? null : 'Answer yes or no.';
    case 'rating':
    case 'likert':
      return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= question.points ? null : `Choose a value from 1 to ${question.points}.`;
    case 'nps':
      return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 10 ? null : 'Choose a value from 0 to 10.';
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'Enter a number.';
      if (question.integer && !Number.isInteger(value)) return 'Enter a whole number.';
      if (question.min !== undefined && value < question.min) return `Enter ${question.min} or more.`;
      if (question.max !== undefined && value > question.max) return `Enter ${question.max} or less.`;
      return null;
    }
    case 'short_text':
    case 'long_text': {
      const limit = question.maxLength ?? (question.type === 'short_text' ? 500 : 5000);
      if (typeof value !== 'string') return 'Enter your answer as text.';
      return value.length > limit ? `Keep it to ${limit} characters or fewer (this is ${value.length}).` : null;
    }
    case 'ranking': {
      if (!Array.isArray(value)) return 'Put the options in order.';
      const ids = question.options.map((option) => option.id);
      return value.length === ids.length && new Set(value).size === ids.length && value.every((id) => ids.includes(id as string)) ? null : 'Rank every option once.';
    }
    case 'matrix': {
      if (!isObject(value)) return 'Choose an answer in each row.';
      const columns = new Set(question.columns.map((column) => column.id));
      const rows = new Set(question.rows.map((row) => row.id));
      for (const [row, column] of Object.entries(value)) if (!rows.has(row) || typeof column !== 'string' || !columns.has(column)) return 'Choose among the answers offered in each row.';
      if (question.required && Object.keys(value).length < rows.size) return 'Choose an answer in each row.';
      return null;
    }
    case 'van_westendorp': {
      if (!isObject(value)) return 'Enter the four prices.';
      const prices = PRICE_QUESTIONS.map(({ key }) => value[key]);
      if (!prices.every((price) => typeof price === 'number' && Number.isFinite(price) && price >= 0) || Object.keys(value).length !== 4) return 'Enter each of the four prices as a number (0 or more).';
      const [tooCheap, cheap, expensive, tooExpensive] = prices as number[];
      return tooCheap! <= cheap! && cheap! <= expensive! && expensive! <= tooExpensive!
        ? null
        : 'The prices should rise from question to question: too cheap ≤ a bargain ≤ getting expensive ≤ too expensive.';
    }
  }
}

/** Whether an earlier answer satisfies a condition. A special answer (don't know) matches nothing but `answered`. */
export function conditionHolds(condition: Condition, answers: Readonly<Record<string, unknown>>): boolean {
  const value = answers[condition.questionId];
  const answered = isAnswered(value);
  if (condition.operator === 'answered') return answered;
  if (condition.operator === 'notAnswered') return !answered;
  if (!answered || isSpecial(value)) return condition.operator === 'notEquals';
  const expected = condition.value;
  const values: unknown[] = isObject(value) && 'choice' in value ? [value.choice] : isObject(value) && Array.isArray(value.choices) ? value.choices : Array.isArray(value) ? value : [value];
  switch (condition.operator) {
    case 'equals':
      return Array.isArray(value) ? value[0] === expected : values.length === 1 && values[0] === expected;
    case 'notEquals':
      return !(Array.isArray(value) ? value[0] === expected : values.length === 1 && values[0] === expected);
    case 'includes':
      return typeof value === 'string' && typeof expected === 'string' ? value.toLowerCase().includes(expected.toLowerCase()) : values.includes(expected);
    case 'lessThan':
      return typeof value === 'number' && typeof expected === 'number' && value < expected;
    case 'greaterThan':
      return typeof value === 'number' && typeof expected === 'number' && value > expected;
  }
}

const allHold = (conditions: readonly Condition[] | undefined, answers: Readonly<Record<string, unknown>>) => conditions === undefined || conditions.every((condition) => conditionHolds(condition, answers));

/**
 * The questions this respondent is shown, in order, given the answers so far: a question whose
 * `showIf` fails is skipped, and the survey ends after the first shown question whose `endIf` holds.
 * For ranking, "equals" means ranked first.
 */
export function visibleQuestions(definition: SurveyDefinition, answers: Readonly<Record<string, unknown>>): Question[] {
  const shown: Question[] = [];
  for (const question of definition.questions) {
    if (!allHold(question.showIf, answers)) continue;
    shown.push(question);
    if (question.endIf && allHold(question.endIf, answers)) break;
  }
  return shown;
}

/**
 * Problems with a set of answers, by question id: an answer that is not acceptable, an answer to a
 * question the respondent was not shown, or (when `complete`) a required shown question left blank.
 */
export function answerProblems(definition: SurveyDefinition, answers: Readonly<Record<string, unknown>>, complete: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  const shown = visibleQuestions(definition, answers);
  const shownIds = new Set(shown.map((question) => question.id));
  for (const id of Object.keys(answers)) {
    if (!definition.questions.some((question) => question.id === id)) problems[id] = 'This survey has no such question.';
    else if (!shownIds.has(id) && isAnswered(answers[id])) problems[id] = 'This question was not shown for your earlier answers.';
  }
  for (const question of shown) {
    const value = answers[question.id];
    if (isAnswered(value)) {
      const problem = validateAnswer(question, value);
      if (problem) problems[question.id] = problem;
    } else if (complete && question.required) {
      problems[question.id] = 'This question needs an answer.';
    }
  }
  return problems;
}

/** A deterministic shuffle (seeded by the respondent's response key), so a reload keeps the order. */
export function shuffled<T>(items: readonly T[], seed: string): T[] {
  let state = 2166136261;
  for (let i = 0; i < seed.length; i++) state = Math.imul(state ^ seed.charCodeAt(i), 16777619) >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
