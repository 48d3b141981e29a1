import { emptyDefinition, type SurveyDefinition } from '@sightline/shared/research/survey';
import { parseDefinition } from '@sightline/shared/research/survey-validate';
import { describe, expect, it } from 'vitest';
import { definitionFile } from './definition-file';

const definition: SurveyDefinition = {
  schemaVersion: 1,
  title: 'Café check-in: 2026!',
  description: 'Two minutes.',
  layout: 'single-page',
  welcome: { title: 'Hello', body: 'We read every answer.', buttonLabel: 'Go' },
  thankYou: { title: 'Thanks' },
  questions: [
    { type: 'single_choice', id: 'plan', title: 'Which plan?', required: true, allowOther: true, randomize: true, options: [{ id: 'free', label: 'Free' }, { id: 'pro', label: 'Pro' }] },
    { type: 'nps', id: 'nps', title: 'Recommend us?', required: false, lowLabel: 'No', highLabel: 'Yes', endIf: [{ questionId: 'plan', operator: 'equals', value: 'free' }] },
    { type: 'long_text', id: 'why', title: 'Why?', required: false, maxLength: 500, showIf: [{ questionId: 'nps', operator: 'lessThan', value: 7 }] },
    { type: 'van_westendorp', id: 'price', title: 'Price', required: false, currency: 'EUR', product: 'the Pro plan' },
  ],
};

describe('the definition file', () => {
  it('imports as the very definition it was exported from', () => {
    expect(parseDefinition(definitionFile(definition).text)).toEqual({ definition });
    expect(parseDefinition(definitionFile(emptyDefinition('Empty')).text)).toEqual({ definition: emptyDefinition('Empty') });
  });

  it('is named after the survey, in plain letters', () => {
    expect(definitionFile(definition).filename).toBe('cafe-check-in-2026.survey.json');
    expect(definitionFile({ ...definition, title: '？？' }).filename).toBe('survey.survey.json');
  });
});
