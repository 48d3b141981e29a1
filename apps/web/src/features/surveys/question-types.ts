import type { Condition, Question, QuestionType } from '@sightline/shared/research/survey';

/** Each question type as the builder's picker names and explains it, in the picker's order. */
export const QUESTION_TYPE_INFO: Record<QuestionType, { label: string; explain: string }> = {
  single_choice: { label: 'Single choice', explain: 'Pick one answer from a list.' },
  multiple_choice: { label: 'Multiple choice', explain: 'Pick any number of answers from a list.' },
  yes_no: { label: 'Yes / no', explain: 'A plain yes or no.' },
  rating: { label: 'Rating', explain: 'A score on a 5- or 7-point scale, like stars.' },
  likert: { label: 'Agreement (Likert)', explain: 'How much someone agrees with a statement, from strongly disagree to strongly agree.' },
  nps: { label: 'Net Promoter Score', explain: 'How likely someone is to recommend you, 0 to 10: promoters, passives and detractors.' },
  number: { label: 'Number', explain: 'A number, with optional limits and a unit.' },
  short_text: { label: 'Short text', explain: 'A word or a line in their own words.' },
  long_text: { label: 'Long text', explain: 'A paragraph in their own words.' },
  ranking: { label: 'Ranking', explain: 'Put options in order of preference.' },
  matrix: { label: 'Matrix', explain: 'The same answer scale for several rows, e.g. rate each feature.' },
  van_westendorp: { label: 'Price sensitivity (Van Westendorp)', explain: 'Four price questions that find the range of acceptable prices.' },
};

export type ConditionOperator = Condition['operator'];

/** Which operators make sense for a condition on a question of this type, with their wording. */
export function operatorsFor(target: Question): { operator: ConditionOperator; label: string }[] {
  const answered = [
    { operator: 'answered' as const, label: 'is answered' },
    { operator: 'notAnswered' as const, label: 'is not answered' },
  ];
  switch (target.type) {
    case 'single_choice':
    case 'yes_no':
      return [{ operator: 'equals', label: 'is' }, { operator: 'notEquals', label: 'is not' }, ...answered];
    case 'multiple_choice':
      return [{ operator: 'includes', label: 'includes' }, { operator: 'equals', label: 'is only' }, { operator: 'notEquals', label: 'is not only' }, ...answered];
    case 'ranking':
      return [{ operator: 'equals', label: 'has first' }, { operator: 'notEquals', label: 'does not have first' }, ...answered];
    case 'rating':
    case 'likert':
    case 'nps':
    case 'number':
      return [
        { operator: 'equals', label: 'is' },
        { operator: 'notEquals', label: 'is not' },
        { operator: 'lessThan', label: 'is less than' },
        { operator: 'greaterThan', label: 'is more than' },
        ...answered,
      ];
    case 'short_text':
    case 'long_text':
      return [{ operator: 'equals', label: 'is' }, { operator: 'notEquals', label: 'is not' }, { operator: 'includes', label: 'contains' }, ...answered];
    case 'matrix':
    case 'van_westendorp':
      return answered;
  }
}

/** The answers a condition can compare with, when the question has a fixed set of them (options, yes/no, scale points). */
export function valueChoices(target: Question, likertLabels: Record<5 | 7, readonly string[]>): { value: string | number | boolean; label: string }[] | null {
  switch (target.type) {
    case 'single_choice':
    case 'multiple_choice':
    case 'ranking':
      return target.options.map((option) => ({ value: option.id, label: option.label }));
    case 'yes_no':
      return [
        { value: true, label: 'Yes' },
        { value: false, label: 'No' },
      ];
    case 'rating':
      return Array.from({ length: target.points }, (_, i) => ({ value: i + 1, label: String(i + 1) }));
    case 'likert':
      return likertLabels[target.points].map((label, i) => ({ value: i + 1, label: `${i + 1} · ${label}` }));
    case 'nps':
      return Array.from({ length: 11 }, (_, i) => ({ value: i, label: String(i) }));
    default:
      return null;
  }
}

/** A condition on `target` with its first operator and a sensible first value. */
export function defaultCondition(target: Question, likertLabels: Record<5 | 7, readonly string[]>): Condition {
  const operator = operatorsFor(target)[0]!.operator;
  if (operator === 'answered') return { questionId: target.id, operator };
  const choices = valueChoices(target, likertLabels);
  if (choices) return { questionId: target.id, operator, value: choices[0]!.value };
  return { questionId: target.id, operator, value: target.type === 'number' ? 0 : '' };
}

/** A condition in words: `2. "Do you use it?" is Yes`. */
export function describeCondition(questions: Question[], condition: Condition, likertLabels: Record<5 | 7, readonly string[]>): string {
  const index = questions.findIndex((q) => q.id === condition.questionId);
  const target = questions[index];
  if (!target) return `an answer to a question that is not there ("${condition.questionId}")`;
  const operator = operatorsFor(target).find((o) => o.operator === condition.operator)?.label ?? condition.operator;
  const value = condition.value === undefined ? '' : ` ${valueChoices(target, likertLabels)?.find((c) => c.value === condition.value)?.label ?? JSON.stringify(condition.value)}`;
  return `question ${index + 1} ("${target.title.trim() || 'no question written yet'}") ${operator}${value}`;
}
