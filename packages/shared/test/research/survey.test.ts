import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { checkDefinition, checkPublishable, emptyDefinition, SurveyDefinitionSchema, type SurveyDefinition } from '../../src/research/survey-definition';
import { answerProblems, conditionHolds, shuffled, validateAnswer, visibleQuestions, type Answers } from '../../src/research/survey-logic';

const definition: SurveyDefinition = {
  schemaVersion: 1,
  title: 'Checkout feedback',
  layout: 'one-per-screen',
  thankYou: { title: 'Thanks' },
  questions: [
    { type: 'yes_no', id: 'bought', title: 'Did you buy something today?', required: true, endIf: [{ questionId: 'bought', operator: 'equals', value: false }] },
    {
      type: 'single_choice',
      id: 'how',
      title: 'How did you pay?',
      required: true,
      options: [
        { id: 'card', label: 'Card' },
        { id: 'paypal', label: 'PayPal' },
      ],
      allowOther: true,
    },
    { type: 'nps', id: 'nps', title: 'How likely are you to recommend us?', required: false, allowPreferNot: true },
    { type: 'long_text', id: 'why', title: 'Why that score?', required: false, showIf: [{ questionId: 'nps', operator: 'lessThan', value: 7 }] },
    { type: 'van_westendorp', id: 'price', title: 'Price', required: false, currency: 'EUR', product: 'the plan' },
  ],
};

describe('survey definition', () => {
  it('is accepted by the schema and has no problems', () => {
    expect(Value.Check(SurveyDefinitionSchema, definition)).toBe(true);
    expect(checkDefinition(definition)).toEqual([]);
  });

  it('rejects unknown properties, question types and ids with spaces', () => {
    expect(Value.Check(SurveyDefinitionSchema, { ...definition, extra: 1 })).toBe(false);
    expect(Value.Check(SurveyDefinitionSchema, { ...definition, questions: [{ type: 'slider', id: 'a', title: 'A', required: false }] })).toBe(false);
    expect(Value.Check(SurveyDefinitionSchema, { ...definition, questions: [{ type: 'yes_no', id: 'a b', title: 'A', required: false }] })).toBe(false);
  });

  it('finds duplicate ids, conditions on later questions and values of the wrong kind', () => {
    const broken: SurveyDefinition = {
      ...definition,
      questions: [
        { type: 'yes_no', id: 'a', title: 'A', required: false, showIf: [{ questionId: 'b', operator: 'answered' }] },
        { type: 'single_choice', id: 'b', title: 'B', required: false, options: [{ id: 'x', label: 'X' }, { id: 'x', label: 'Y' }] },
        { type: 'yes_no', id: 'b', title: 'C', required: false, showIf: [{ questionId: 'b', operator: 'equals', value: 'nope' }] },
        { type: 'number', id: 'n', title: 'N', required: false, min: 5, max: 1, showIf: [{ questionId: 'a', operator: 'equals', value: 3 }] },
      ],
    };
    expect(checkDefinition(broken).map((problem) => problem.path)).toEqual([
      '/questions/0/showIf/0/questionId',
      '/questions/1/options/1/id',
      '/questions/2/id',
      '/questions/2/showIf/0',
      '/questions/3/max',
      '/questions/3/showIf/0',
    ]);
  });

  it('cannot be published without a question', () => {
    const empty = emptyDefinition('New survey');
    expect(Value.Check(SurveyDefinitionSchema, empty)).toBe(true);
    expect(checkDefinition(empty)).toEqual([]);
    expect(checkPublishable(empty)).toEqual([{ path: '/questions', message: 'Add at least one question before publishing.' }]);
  });
});

describe('survey logic', () => {
  it('ends early and skips questions whose conditions fail', () => {
    expect(visibleQuestions(definition, {}).map((q) => q.id)).toEqual(['bought', 'how', 'nps', 'price']);
    expect(visibleQuestions(definition, { bought: false }).map((q) => q.id)).toEqual(['bought']);
    expect(visibleQuestions(definition, { bought: true, nps: 4 }).map((q) => q.id)).toEqual(['bought', 'how', 'nps', 'why', 'price']);
    expect(visibleQuestions(definition, { bought: true, nps: { special: 'prefer_not' } }).map((q) => q.id)).not.toContain('why');
  });

  it('checks each kind of answer', () => {
    const [bought, how, nps, , price] = definition.questions;
    expect(validateAnswer(bought!, true)).toBeNull();
    expect(validateAnswer(bought!, 'yes')).toBe('Answer yes or no.');
    expect(validateAnswer(how!, { choice: 'card' })).toBeNull();
    expect(validateAnswer(how!, { choice: 'cash' })).toBe('Choose one of the answers offered.');
    expect(validateAnswer(how!, { other: 'Voucher' })).toBeNull();
    expect(validateAnswer(how!, { other: '  ' })).toMatch(/specify/);
    expect(validateAnswer(nps!, 10)).toBeNull();
    expect(validateAnswer(nps!, 11)).toBe('Choose a value from 0 to 10.');
    expect(validateAnswer(nps!, { special: 'prefer_not' })).toBeNull();
    expect(validateAnswer(nps!, { special: 'dont_know' })).toBe('Choose one of the answers offered.');
    expect(validateAnswer(price!, { tooCheap: 5, cheap: 10, expensive: 20, tooExpensive: 40 })).toBeNull();
    expect(validateAnswer(price!, { tooCheap: 50, cheap: 10, expensive: 20, tooExpensive: 40 })).toMatch(/rise/);
  });

  it('reports blank required questions only when complete, and answers to hidden questions always', () => {
    expect(answerProblems(definition, { bought: true }, false)).toEqual({});
    expect(answerProblems(definition, { bought: true }, true)).toEqual({ how: 'This question needs an answer.' });
    const answers: Answers = { bought: false, how: { choice: 'card' } };
    expect(answerProblems(definition, answers, true)).toEqual({ how: 'This question was not shown for your earlier answers.' });
    expect(answerProblems(definition, { ghost: 1 }, false)).toEqual({ ghost: 'This survey has no such question.' });
  });

  it('compares choices, numbers and text in conditions', () => {
    expect(conditionHolds({ questionId: 'how', operator: 'equals', value: 'card' }, { how: { choice: 'card' } })).toBe(true);
    expect(conditionHolds({ questionId: 'how', operator: 'notEquals', value: 'card' }, {})).toBe(true);
    expect(conditionHolds({ questionId: 'm', operator: 'includes', value: 'b' }, { m: { choices: ['a', 'b'] } })).toBe(true);
    expect(conditionHolds({ questionId: 't', operator: 'includes', value: 'SLOW' }, { t: 'it was slow' })).toBe(true);
    expect(conditionHolds({ questionId: 'n', operator: 'greaterThan', value: 8 }, { n: 9 })).toBe(true);
    expect(conditionHolds({ questionId: 'n', operator: 'answered' }, { n: '' })).toBe(false);
  });

  it('shuffles the same way for the same respondent and keeps every item', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(shuffled(items, 'respondent-1')).toEqual(shuffled(items, 'respondent-1'));
    expect([...shuffled(items, 'respondent-2')].sort()).toEqual(items);
    const orders = new Set(Array.from({ length: 20 }, (_, i) => shuffled(items, `r${i}`).join('')));
    expect(orders.size).toBeGreaterThan(10);
  });
});
