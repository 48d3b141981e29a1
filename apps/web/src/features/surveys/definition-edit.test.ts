import { checkDefinition, emptyDefinition, QUESTION_TYPES, type SurveyDefinition } from '@sightline/shared/research/survey';
import { LIKERT_LABELS } from '@sightline/shared/research/survey-logic';
import { describe, expect, it } from 'vitest';
import { addListItem, addQuestion, fieldProblems, moveItem, nextId, removeQuestion } from './definition-edit';
import { defaultCondition, describeCondition, operatorsFor } from './question-types';

const withQuestions = (...types: (typeof QUESTION_TYPES)[number][]): SurveyDefinition => types.reduce(addQuestion, emptyDefinition('Check-in'));

describe('survey definition edits', () => {
  it('gives each new question and option the first free id', () => {
    expect(nextId('q', ['q1', 'q3'])).toBe('q2');
    const definition = withQuestions('yes_no', 'nps');
    expect(definition.questions.map((q) => q.id)).toEqual(['q1', 'q2']);
    expect(addListItem([{ id: 'o1', label: 'A' }, { id: 'o3', label: 'B' }], 'options', 'Option')).toEqual([
      { id: 'o1', label: 'A' },
      { id: 'o3', label: 'B' },
      { id: 'o2', label: 'Option 3' },
    ]);
  });

  it('makes every type of question valid but for its title, which the builder asks for', () => {
    const definition = withQuestions(...QUESTION_TYPES);
    expect(checkDefinition(definition)).toEqual([]);
    expect(fieldProblems(definition)).toEqual(QUESTION_TYPES.map((_, i) => ({ path: `/questions/${i}/title`, message: 'Write the question.' })));
  });

  it('deletes a question together with the conditions on its answer', () => {
    const definition = withQuestions('yes_no', 'nps', 'long_text');
    definition.questions[2] = { ...definition.questions[2]!, showIf: [{ questionId: 'q1', operator: 'equals', value: true }, { questionId: 'q2', operator: 'lessThan', value: 7 }] };
    const { definition: next, removedConditions } = removeQuestion(definition, 0);
    expect(removedConditions).toBe(1);
    expect(next.questions.map((q) => q.id)).toEqual(['q2', 'q3']);
    expect(next.questions[1]!.showIf).toEqual([{ questionId: 'q2', operator: 'lessThan', value: 7 }]);
    expect(removeQuestion(next, 0).definition.questions[0]).not.toHaveProperty('showIf');
  });

  it('moves an item', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('offers each question type conditions that checkDefinition accepts, and says them in words', () => {
    const definition = withQuestions(...QUESTION_TYPES);
    definition.questions.forEach((q, i) => (q.title = `Question ${i + 1}`));
    for (const target of definition.questions) {
      const last = addQuestion(definition, 'short_text');
      const asked = { ...last.questions[last.questions.length - 1]!, title: 'Follow-up' };
      for (const { operator } of operatorsFor(target)) {
        const condition = { ...defaultCondition(target, LIKERT_LABELS), operator };
        if (operator === 'answered' || operator === 'notAnswered') delete condition.value;
        else if (condition.value === undefined) continue;
        const withRule = { ...last, questions: [...last.questions.slice(0, -1), { ...asked, showIf: [condition] }] };
        expect(checkDefinition(withRule), `${target.type} ${operator}`).toEqual([]);
      }
    }
    expect(describeCondition(definition.questions, { questionId: 'q3', operator: 'equals', value: false }, LIKERT_LABELS)).toBe('question 3 ("Question 3") is No');
    expect(describeCondition(definition.questions, { questionId: 'q5', operator: 'greaterThan', value: 3 }, LIKERT_LABELS)).toBe(
      'question 5 ("Question 5") is more than 3 · Neither agree nor disagree',
    );
  });
});
