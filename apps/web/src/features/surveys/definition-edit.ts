// Edits of a survey definition, as pure functions: the builder applies them to its working copy.
import type { DefinitionProblem, Question, QuestionType, SurveyDefinition, SurveyOption } from '@sightline/shared/research/survey';

/** The first `<prefix><n>` not taken. */
export function nextId(prefix: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  let n = 1;
  while (used.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

const numbered = (prefix: string, labels: string[]): SurveyOption[] => labels.map((label, i) => ({ id: `${prefix}${i + 1}`, label }));

/** A new question of a type: an empty title to write, and the settings its type needs to be valid. */
export function newQuestion(type: QuestionType, id: string): Question {
  const common = { id, title: '', required: false };
  switch (type) {
    case 'single_choice':
    case 'multiple_choice':
    case 'ranking':
      return { ...common, type, options: numbered('o', ['Option 1', 'Option 2', 'Option 3']) };
    case 'yes_no':
    case 'short_text':
    case 'long_text':
    case 'number':
      return { ...common, type };
    case 'rating':
    case 'likert':
      return { ...common, type, points: 5 };
    case 'nps':
      return { ...common, type };
    case 'matrix':
      return { ...common, type, rows: numbered('r', ['Row 1', 'Row 2']), columns: numbered('c', ['Poor', 'Fair', 'Good', 'Very good', 'Excellent']) };
    case 'van_westendorp':
      return { ...common, type, currency: 'EUR', product: 'this product' };
  }
}

export function addQuestion(definition: SurveyDefinition, type: QuestionType): SurveyDefinition {
  const id = nextId('q', definition.questions.map((q) => q.id));
  return { ...definition, questions: [...definition.questions, newQuestion(type, id)] };
}

export function replaceQuestion(definition: SurveyDefinition, index: number, question: Question): SurveyDefinition {
  return { ...definition, questions: definition.questions.map((q, i) => (i === index ? question : q)) };
}

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

/**
 * Removes a question, and with it every condition of other questions on its answer (they could
 * never be met); answers how many conditions went.
 */
export function removeQuestion(definition: SurveyDefinition, index: number): { definition: SurveyDefinition; removedConditions: number } {
  const id = definition.questions[index]!.id;
  let removedConditions = 0;
  const questions = definition.questions
    .filter((_, i) => i !== index)
    .map((q) => {
      const strip = (list: Question['showIf']) => {
        if (!list) return undefined;
        const kept = list.filter((c) => c.questionId !== id);
        removedConditions += list.length - kept.length;
        return kept.length ? kept : undefined;
      };
      const { showIf, endIf, ...rest } = q;
      const nextShow = strip(showIf);
      const nextEnd = strip(endIf);
      return { ...rest, ...(nextShow ? { showIf: nextShow } : {}), ...(nextEnd ? { endIf: nextEnd } : {}) } as Question;
    });
  return { definition: { ...definition, questions }, removedConditions };
}

type ListKey = 'options' | 'rows' | 'columns';
const LIST_PREFIX: Record<ListKey, string> = { options: 'o', rows: 'r', columns: 'c' };

/** A new option, row or column at the end of a question's list, labelled with its number. */
export function addListItem(list: SurveyOption[], key: ListKey, noun: string): SurveyOption[] {
  const id = nextId(LIST_PREFIX[key], list.map((o) => o.id));
  return [...list, { id, label: `${noun} ${list.length + 1}` }];
}

/** Marks a problem's JSON pointer as belonging to a field, for showing it next to that field. */
export function problemsAt(problems: DefinitionProblem[], prefix: string): DefinitionProblem[] {
  return problems.filter((p) => p.path === prefix || p.path.startsWith(`${prefix}/`));
}

/**
 * What the schema requires and the builder's fields can still get wrong (every other limit is kept
 * by the fields themselves: lengths, counts, numbers): empty texts, and the currency code.
 */
export function fieldProblems(definition: SurveyDefinition): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const empty = (value: string | undefined) => value === undefined || value.trim() === '';
  if (empty(definition.title)) problems.push({ path: '/title', message: 'Give the survey a title.' });
  if (definition.welcome && empty(definition.welcome.title)) problems.push({ path: '/welcome/title', message: 'Give the welcome screen a title.' });
  if (empty(definition.thankYou.title)) problems.push({ path: '/thankYou/title', message: 'Give the thank-you screen a title.' });
  definition.questions.forEach((q, index) => {
    const at = `/questions/${index}`;
    if (empty(q.title)) problems.push({ path: `${at}/title`, message: 'Write the question.' });
    for (const key of ['options', 'rows', 'columns'] as const) {
      const list = (q as Partial<Record<ListKey, SurveyOption[]>>)[key];
      list?.forEach((option, i) => {
        if (empty(option.label)) problems.push({ path: `${at}/${key}/${i}/label`, message: 'This answer needs a label.' });
      });
    }
    if (q.type === 'van_westendorp') {
      if (!/^[A-Z]{3}$/.test(q.currency)) problems.push({ path: `${at}/currency`, message: 'Use a three-letter currency code such as EUR or USD.' });
      if (empty(q.product)) problems.push({ path: `${at}/product`, message: 'Name what is being priced.' });
    }
  });
  return problems;
}
