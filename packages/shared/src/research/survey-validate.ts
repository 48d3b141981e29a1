// A survey definition from outside (an imported file, pasted JSON) checked before it is sent: the
// same SurveyDefinitionSchema the API validates with, then checkDefinition. Each problem has the JSON
// pointer of what is wrong and a sentence for a person, not a validator's message. A question is
// checked against the schema of its own type only, so a wrong field of a rating question is not also
// reported as "not a single choice question, not a yes/no question…".
import { Type, type TSchema } from 'typebox';
import { Errors } from 'typebox/value';
import { checkDefinition, QUESTION_TYPES, QuestionSchema, SurveyDefinitionSchema, type DefinitionProblem, type SurveyDefinition } from './survey-definition';

interface SchemaError {
  keyword: string;
  schemaPath: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

/** The definition's own fields, its questions each only an object (they are checked one by one). */
const { maxItems } = SurveyDefinitionSchema.properties.questions as { maxItems?: number };
const DefinitionShape = Type.Object({ ...SurveyDefinitionSchema.properties, questions: Type.Array(Type.Object({}), { maxItems }) }, { additionalProperties: false });

const QUESTION_BY_TYPE = new Map<unknown, TSchema>(QuestionSchema.anyOf.map((schema) => [schema.properties.type.const, schema]));

const TYPE_NAMES: Record<string, string> = { string: 'text', number: 'a number', integer: 'a whole number', boolean: 'true or false', array: 'a list', object: 'an object', null: 'null' };
const plural = (n: unknown, word: string) => `${String(n)} ${word}${n === 1 ? '' : 's'}`;
const listed = (items: string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`);

/** The sub-schema a schema path (#/properties/…) points at. */
function schemaAt(root: TSchema, schemaPath: string): Record<string, unknown> | undefined {
  let node: unknown = root;
  for (const part of schemaPath.replace(/^#\/?/, '').split('/').filter(Boolean)) node = (node as Record<string, unknown> | undefined)?.[part];
  return node as Record<string, unknown> | undefined;
}

/** What one accepted form of a value is, in words: "5", "text", "true or false". */
function describeBranch(error: SchemaError): string {
  if (error.keyword === 'const') return JSON.stringify(error.params.allowedValue);
  if (error.keyword === 'type') return TYPE_NAMES[String(error.params.type)] ?? String(error.params.type);
  return 'another kind of value';
}

function sentence(error: SchemaError, schema: TSchema): string {
  const p = error.params;
  switch (error.keyword) {
    case 'type':
      return `Must be ${TYPE_NAMES[String(p.type)] ?? String(p.type)}.`;
    case 'const':
      return `Must be ${JSON.stringify(p.allowedValue)}.`;
    case 'enum':
      return `Must be ${listed((p.allowedValues as unknown[]).map((value) => JSON.stringify(value)))}.`;
    case 'minLength':
      return p.limit === 1 ? 'Must not be empty.' : `Must be at least ${plural(p.limit, 'character')} long.`;
    case 'maxLength':
      return `Must be at most ${plural(p.limit, 'character')} long.`;
    case 'minItems':
      return `Needs at least ${plural(p.limit, 'item')}.`;
    case 'maxItems':
      return `Can have at most ${plural(p.limit, 'item')}.`;
    case 'minimum':
      return `Must be at least ${String(p.limit)}.`;
    case 'maximum':
      return `Must be at most ${String(p.limit)}.`;
    case 'pattern': {
      const description = schemaAt(schema, error.schemaPath)?.description;
      return typeof description === 'string' ? `Not in the expected form (${description}).` : `Not in the expected form (${String(p.pattern)}).`;
    }
    default:
      return `${error.message.charAt(0).toUpperCase()}${error.message.slice(1)}.`;
  }
}

/** Validator errors as problems: one per missing or unknown field, one per union (not one per branch). */
function problemsOf(errors: SchemaError[], schema: TSchema, prefix: string): DefinitionProblem[] {
  const unions = errors.filter((error) => error.keyword === 'anyOf');
  const inUnion = (error: SchemaError) => unions.some((union) => error !== union && error.schemaPath.startsWith(`${union.schemaPath}/anyOf/`));
  const problems: DefinitionProblem[] = [];
  for (const error of errors) {
    const at = `${prefix}${error.instancePath}`;
    // The additionalProperties error names the fields; its "schema is false" twin says nothing more.
    if (error.keyword === 'boolean' || inUnion(error)) continue;
    if (error.keyword === 'required') {
      for (const name of error.params.requiredProperties as string[]) problems.push({ path: `${at}/${name}`, message: 'Missing: this field is required.' });
    } else if (error.keyword === 'additionalProperties') {
      for (const name of error.params.additionalProperties as string[]) problems.push({ path: `${at}/${name}`, message: `Unknown field "${name}".` });
    } else if (error.keyword === 'anyOf') {
      const branches = errors.filter((e) => e.instancePath === error.instancePath && e.schemaPath.startsWith(`${error.schemaPath}/anyOf/`) && e.schemaPath.split('/').length === error.schemaPath.split('/').length + 2);
      problems.push({ path: at, message: `Must be ${listed([...new Set(branches.map(describeBranch))])}.` });
    } else {
      problems.push({ path: at, message: sentence(error, schema) });
    }
  }
  return problems;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What is wrong with a value offered as a survey definition: the schema's problems, or when it has
 * none, checkDefinition's. An empty list means it is a valid definition.
 */
export function definitionProblems(value: unknown): DefinitionProblem[] {
  if (!isObject(value)) return [{ path: '', message: 'A survey definition is a JSON object: { "schemaVersion": 1, "title": …, "questions": […], … }.' }];
  const problems = problemsOf(Errors(DefinitionShape, value) as SchemaError[], DefinitionShape, '');
  if (Array.isArray(value.questions)) {
    value.questions.forEach((question, index) => {
      const at = `/questions/${index}`;
      if (!isObject(question)) return;
      const schema = QUESTION_BY_TYPE.get(question.type);
      if (!schema) {
        const message = question.type === undefined ? 'Missing: every question has a type.' : `Unknown question type ${JSON.stringify(question.type)}: one of ${QUESTION_TYPES.join(', ')}.`;
        problems.push({ path: `${at}/type`, message });
        return;
      }
      problems.push(...problemsOf(Errors(schema, question) as SchemaError[], schema, at));
    });
  }
  const unique = [...new Map(problems.map((problem) => [`${problem.path}\n${problem.message}`, problem])).values()];
  return unique.length > 0 ? unique : checkDefinition(value as SurveyDefinition);
}

/** A definition from JSON text: the definition, or what is wrong with it (with its JSON pointer). */
export function parseDefinition(text: string): { definition: SurveyDefinition } | { problems: DefinitionProblem[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { problems: [{ path: '', message: `This is not JSON: ${error instanceof Error ? error.message : String(error)}` }] };
  }
  const problems = definitionProblems(value);
  return problems.length > 0 ? { problems } : { definition: value as SurveyDefinition };
}
