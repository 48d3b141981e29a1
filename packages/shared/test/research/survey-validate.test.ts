import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { SurveyDefinitionSchema, type SurveyDefinition } from '../../src/research/survey-definition';
import { definitionProblems, parseDefinition } from '../../src/research/survey-validate';

const valid: SurveyDefinition = {
  schemaVersion: 1,
  title: 'Checkout feedback',
  layout: 'one-per-screen',
  welcome: { title: 'Hello', buttonLabel: 'Start' },
  thankYou: { title: 'Thanks' },
  questions: [
    { type: 'yes_no', id: 'bought', title: 'Did you buy something today?', required: true, endIf: [{ questionId: 'bought', operator: 'equals', value: false }] },
    { type: 'rating', id: 'ease', title: 'How easy was it?', required: false, points: 5, lowLabel: 'Hard', highLabel: 'Easy' },
    { type: 'matrix', id: 'grid', title: 'Rate each', required: false, rows: [{ id: 'r1', label: 'Speed' }], columns: [{ id: 'c1', label: 'Bad' }, { id: 'c2', label: 'Good' }] },
  ],
};

describe('a survey definition from outside', () => {
  it('is accepted exactly when the API schema and checkDefinition accept it', () => {
    expect(definitionProblems(valid)).toEqual([]);
    expect(Value.Check(SurveyDefinitionSchema, valid)).toBe(true);
    expect(parseDefinition(JSON.stringify(valid))).toEqual({ definition: valid });
  });

  it('names each wrong field by its JSON pointer, in plain words', () => {
    const value = {
      ...valid,
      title: '',
      layout: 'grid',
      extra: true,
      thankYou: {},
      questions: [
        { type: 'rating', id: 'a b', title: 'How easy?', required: 'yes', points: 6, colour: 'red' },
        { type: 'slider', id: 's', title: 'Slide' },
        { id: 'untyped', title: 'No type' },
        'not a question',
        { type: 'yes_no', id: 'ok', title: 'Fine?', required: false, showIf: [{ questionId: 'bought', operator: 'equals', value: { yes: true } }] },
      ],
    };
    expect(definitionProblems(value)).toEqual([
      { path: '/extra', message: 'Unknown field "extra".' },
      { path: '/title', message: 'Must not be empty.' },
      { path: '/layout', message: 'Must be "one-per-screen" or "single-page".' },
      { path: '/thankYou/title', message: 'Missing: this field is required.' },
      { path: '/questions/3', message: 'Must be an object.' },
      { path: '/questions/0/colour', message: 'Unknown field "colour".' },
      { path: '/questions/0/id', message: 'Not in the expected form (Stable id: letters, digits, _ and -, at most 40).' },
      { path: '/questions/0/required', message: 'Must be true or false.' },
      { path: '/questions/0/points', message: 'Must be 5 or 7.' },
      { path: '/questions/1/type', message: 'Unknown question type "slider": one of single_choice, multiple_choice, yes_no, rating, likert, nps, number, short_text, long_text, ranking, matrix, van_westendorp.' },
      { path: '/questions/2/type', message: 'Missing: every question has a type.' },
      { path: '/questions/4/showIf/0/value', message: 'Must be text, a number or true or false.' },
    ]);
  });

  it('checks what the schema cannot once the shape is right: ids used twice, conditions on later questions', () => {
    const twice = { ...valid, questions: [valid.questions[0], { ...valid.questions[1], id: 'bought' }] };
    expect(definitionProblems(twice)).toEqual([{ path: '/questions/1/id', message: 'Question id "bought" is used twice (also question 1).' }]);
  });

  it('says when it is no definition at all, or no JSON', () => {
    expect(definitionProblems([valid])).toEqual([{ path: '', message: expect.stringMatching(/^A survey definition is a JSON object/) }]);
    expect(definitionProblems({ ...valid, questions: Array(101).fill({ type: 'yes_no', id: 'q', title: 'Q', required: false }) })).toEqual([{ path: '/questions', message: 'Can have at most 100 items.' }]);
    const notJson = parseDefinition('{"title": ');
    expect(notJson).toEqual({ problems: [{ path: '', message: expect.stringMatching(/^This is not JSON: /) }] });
  });
});
