// A survey's definition, written once: the builder, the API (request bodies and responses), import
// and the answer page all validate with this schema, then with `checkDefinition` for what a JSON
// Schema cannot say (unique ids, conditions that point at earlier questions). The answer page and
// the widget import only survey-logic.ts, which needs nothing from TypeBox.
import { Type, type Static, type TSchema } from 'typebox';

const Id = Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$', description: 'Stable id: letters, digits, _ and -, at most 40' });
const Label = (maxLength: number, description?: string) => Type.String({ minLength: 1, maxLength, ...(description ? { description } : {}) });

export const OptionSchema = Type.Object({ id: Id, label: Label(300) }, { additionalProperties: false });
export type SurveyOption = Static<typeof OptionSchema>;

export const CONDITION_OPERATORS = ['equals', 'notEquals', 'includes', 'lessThan', 'greaterThan', 'answered', 'notAnswered'] as const;
export const ConditionSchema = Type.Object(
  {
    questionId: Id,
    operator: Type.Enum(CONDITION_OPERATORS),
    value: Type.Optional(
      Type.Union([Type.String({ maxLength: 300 }), Type.Number(), Type.Boolean()], {
        description: 'An option id, a number or yes/no (true/false); omitted for answered/notAnswered',
      }),
    ),
  },
  { additionalProperties: false },
);
export type Condition = Static<typeof ConditionSchema>;

const common = {
  id: Id,
  title: Label(500, 'The question as respondents read it'),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  required: Type.Boolean({ default: false }),
  showIf: Type.Optional(Type.Array(ConditionSchema, { minItems: 1, maxItems: 10, description: 'Shown only when every condition holds (answers to earlier questions)' })),
  endIf: Type.Optional(Type.Array(ConditionSchema, { minItems: 1, maxItems: 10, description: 'After this question, the survey ends when every condition holds' })),
  allowDontKnow: Type.Optional(Type.Boolean({ description: 'Offer "Don\'t know"' })),
  allowPreferNot: Type.Optional(Type.Boolean({ description: 'Offer "Prefer not to say"' })),
};

const question = <T extends string, P extends Record<string, TSchema>>(type: T, properties: P) =>
  Type.Object({ type: Type.Literal(type), ...common, ...properties }, { additionalProperties: false });

const options = (min: number, max: number) => Type.Array(OptionSchema, { minItems: min, maxItems: max });
const randomize = Type.Optional(Type.Boolean({ description: 'Show the options in a random order for each respondent' }));
const endLabel = Type.Optional(Type.String({ maxLength: 60 }));

export const QuestionSchema = Type.Union([
  question('single_choice', { options: options(2, 50), randomize, allowOther: Type.Optional(Type.Boolean({ description: '"Other, please specify"' })) }),
  question('multiple_choice', {
    options: options(2, 50),
    randomize,
    allowOther: Type.Optional(Type.Boolean()),
    maxSelected: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  }),
  question('yes_no', {}),
  question('rating', { points: Type.Union([Type.Literal(5), Type.Literal(7)]), lowLabel: endLabel, highLabel: endLabel }),
  question('likert', { points: Type.Union([Type.Literal(5), Type.Literal(7)]) }),
  question('nps', { lowLabel: endLabel, highLabel: endLabel }),
  question('number', {
    min: Type.Optional(Type.Number()),
    max: Type.Optional(Type.Number()),
    integer: Type.Optional(Type.Boolean()),
    unit: Type.Optional(Type.String({ maxLength: 20 })),
  }),
  question('short_text', { maxLength: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) }),
  question('long_text', { maxLength: Type.Optional(Type.Integer({ minimum: 1, maximum: 5000 })) }),
  question('ranking', { options: options(2, 20), randomize }),
  question('matrix', {
    rows: options(1, 20),
    columns: options(2, 11),
    randomize: Type.Optional(Type.Boolean({ description: 'Random row order' })),
  }),
  question('van_westendorp', {
    currency: Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code, e.g. EUR' }),
    product: Label(200, 'What is being priced, as it appears in the four questions'),
  }),
]);
export type Question = Static<typeof QuestionSchema>;
export type QuestionType = Question['type'];
export const QUESTION_TYPES = [
  'single_choice',
  'multiple_choice',
  'yes_no',
  'rating',
  'likert',
  'nps',
  'number',
  'short_text',
  'long_text',
  'ranking',
  'matrix',
  'van_westendorp',
] as const satisfies readonly QuestionType[];

const Screen = Type.Object(
  { title: Label(200), body: Type.Optional(Type.String({ maxLength: 2000 })), buttonLabel: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })) },
  { additionalProperties: false },
);

export const SurveyDefinitionSchema = Type.Object(
  {
    schemaVersion: Type.Literal(1),
    title: Label(200),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    layout: Type.Enum(['one-per-screen', 'single-page'], { description: 'One question per screen with progress, or all on one page' }),
    welcome: Type.Optional(Screen),
    thankYou: Screen,
    questions: Type.Array(QuestionSchema, { minItems: 0, maxItems: 100 }),
  },
  { additionalProperties: false },
);
export type SurveyDefinition = Static<typeof SurveyDefinitionSchema>;

export interface DefinitionProblem {
  /** JSON pointer into the definition, e.g. /questions/2/showIf/0/questionId */
  path: string;
  message: string;
}

/**
 * What the schema cannot check: question and option ids unique, conditions and end rules that
 * point at an earlier question (or, for endIf, this one) with a value of the right kind, and
 * min ≤ max. An empty list means the definition is valid. A published survey also needs at least
 * one question (`checkPublishable`).
 */
export function checkDefinition(definition: SurveyDefinition): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const seen = new Map<string, number>();
  definition.questions.forEach((q, index) => {
    const at = `/questions/${index}`;
    if (seen.has(q.id)) problems.push({ path: `${at}/id`, message: `Question id "${q.id}" is used twice (also question ${seen.get(q.id)! + 1}).` });
    else seen.set(q.id, index);
    for (const [key, list] of [['options', 'options' in q ? q.options : undefined], ['rows', 'rows' in q ? q.rows : undefined], ['columns', 'columns' in q ? q.columns : undefined]] as const) {
      const ids = new Set<string>();
      list?.forEach((option, i) => {
        if (ids.has(option.id)) problems.push({ path: `${at}/${key}/${i}/id`, message: `Option id "${option.id}" is used twice in question ${index + 1}.` });
        ids.add(option.id);
      });
    }
    if (q.type === 'number' && q.min !== undefined && q.max !== undefined && q.min > q.max) problems.push({ path: `${at}/max`, message: 'The largest allowed number is smaller than the smallest.' });
    if (q.type === 'multiple_choice' && q.maxSelected !== undefined && q.maxSelected > q.options.length + (q.allowOther ? 1 : 0)) {
      problems.push({ path: `${at}/maxSelected`, message: 'More selections allowed than there are options.' });
    }
    for (const [rule, conditions] of [['showIf', q.showIf], ['endIf', q.endIf]] as const) {
      conditions?.forEach((condition, i) => {
        const path = `${at}/${rule}/${i}`;
        const target = seen.get(condition.questionId);
        const allowedSelf = rule === 'endIf' && condition.questionId === q.id;
        if (target === undefined || (target === index && !allowedSelf)) {
          problems.push({ path: `${path}/questionId`, message: `A condition can only use an earlier question's answer; "${condition.questionId}" is not before question ${index + 1}.` });
          return;
        }
        const problem = conditionProblem(definition.questions[target]!, condition);
        if (problem) problems.push({ path, message: problem });
      });
    }
  });
  return problems;
}

/** A survey can be published when its definition is valid and it asks at least one question. */
export function checkPublishable(definition: SurveyDefinition): DefinitionProblem[] {
  const problems = checkDefinition(definition);
  if (definition.questions.length === 0) problems.push({ path: '/questions', message: 'Add at least one question before publishing.' });
  return problems;
}

function conditionProblem(target: Question, condition: Condition): string | null {
  const { operator, value } = condition;
  if (operator === 'answered' || operator === 'notAnswered') return value === undefined ? null : `"${operator}" takes no value.`;
  if (value === undefined) return `"${operator}" needs a value to compare with.`;
  switch (target.type) {
    case 'single_choice':
    case 'multiple_choice':
    case 'ranking': {
      if (operator === 'lessThan' || operator === 'greaterThan') return `"${target.title}" has options, which cannot be compared as numbers.`;
      if (typeof value !== 'string' || !target.options.some((option) => option.id === value)) return `"${String(value)}" is not an option of "${target.title}".`;
      return null;
    }
    case 'yes_no':
      return typeof value === 'boolean' && (operator === 'equals' || operator === 'notEquals') ? null : 'A yes/no answer can only be compared with yes (true) or no (false).';
    case 'rating':
    case 'likert':
    case 'nps':
    case 'number':
      return typeof value === 'number' && operator !== 'includes' ? null : `"${target.title}" is answered with a number: compare it with a number.`;
    case 'short_text':
    case 'long_text':
      return typeof value === 'string' && (operator === 'equals' || operator === 'notEquals' || operator === 'includes') ? null : 'A text answer can be compared with text (equals, does not equal, contains).';
    case 'matrix':
    case 'van_westendorp':
      return `Conditions on "${target.title}" can only be answered / not answered.`;
  }
}

/** A new, empty definition: what the builder starts from. */
export function emptyDefinition(title: string): SurveyDefinition {
  return { schemaVersion: 1, title, layout: 'one-per-screen', thankYou: { title: 'Thank you!', body: 'Your answers have been recorded.' }, questions: [] };
}
