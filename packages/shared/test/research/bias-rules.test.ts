import { describe, expect, it } from 'vitest';
import { checkQuestionnaire, checkSurveyQuestion, type BiasInput, type BiasRuleId } from '../../src/research/bias';
import type { Question } from '../../src/research/survey-definition';

const report = (input: BiasInput) => checkQuestionnaire([input]).questions[0]!;
const rulesOf = (input: BiasInput) => report(input).findings.map((f) => f.rule);
const findingOf = (input: BiasInput, rule: BiasRuleId) => {
  const found = report(input).findings.find((f) => f.rule === rule);
  if (!found) throw new Error(`no ${rule} finding for ${JSON.stringify(input)}; found ${rulesOf(input).join(', ') || 'nothing'}`);
  return found;
};
const expectClean = (...inputs: BiasInput[]) => {
  for (const input of inputs) expect(rulesOf(input), JSON.stringify(input)).toEqual([]);
};
const choice = (title: string, labels: string[], extra: Partial<Question> = {}): Question =>
  ({ id: 'q', type: 'single_choice', title, required: false, options: labels.map((label, i) => ({ id: `o${i}`, label })), ...extra }) as Question;

describe('leading wording', () => {
  it('turns "Don’t you agree that X?" into a balanced question, quoting the words with their offsets', () => {
    const f = findingOf('Don’t you agree that the new dashboard is easier to use?', 'leading-wording');
    expect(f.evidence).toEqual([{ field: 'question', text: 'Don’t you agree', start: 0, end: 15 }]);
    expect(f.rewrite).toEqual(['How much do you agree or disagree that the new dashboard is easier to use?']);
    expect(f.guide).toBe('/guides/biases/leading-questions');
    expect(findingOf("Isn't it true that the old version was faster?", 'leading-wording').rewrite).toEqual(['How much do you agree or disagree that the old version was faster?']);
  });

  it('rewrites a tag question, an appeal to the majority, a premise and a one-sided "How easy"', () => {
    expect(findingOf('The checkout was quick, right?', 'leading-wording').rewrite).toEqual(['How quick or slow was the checkout?']);
    expect(findingOf('Most experts agree that sugar is harmful. Do you?', 'leading-wording').rewrite).toEqual(['How much do you agree or disagree that sugar is harmful?']);
    expect(findingOf('Most of our customers love the new reports. How useful, if at all, are they to you?', 'leading-wording').rewrite).toEqual(['How useful, if at all, are they to you?']);
    expect(findingOf('Given that our prices are the lowest in town, how likely are you to shop with us again?', 'leading-wording').rewrite).toEqual(['How likely are you to shop with us again?']);
    expect(findingOf('How easy was it to find the settings page?', 'leading-wording').rewrite).toEqual(['How easy or difficult was it to find the settings page?']);
    expect(findingOf('How useful was the guide?', 'leading-wording').rewrite).toEqual(['How useful, if at all, was the guide?']);
    expect(findingOf('How much did you enjoy the product tour?', 'leading-wording').rewrite).toEqual(['How much, if at all, did you enjoy the product tour?']);
  });

  it('leaves balanced and open questions alone', () => {
    expectClean(
      'How easy or difficult was it to find the settings page?',
      'How useful, if at all, was the guide?',
      'How much, if at all, do you trust the report?',
      'How likely is it that you would recommend Sightline to a friend or colleague?',
      'Rank these features by how useful they are to you.',
      'Some people prefer to shop in person, while others prefer to shop online. Which do you prefer?',
      'How long did it take to arrive?',
    );
  });
});

describe('loaded words', () => {
  it('drops the word, fixing the article, and only advises when the word is the predicate', () => {
    expect(findingOf('How would you rate our amazing customer support team?', 'loaded-language').rewrite).toEqual(['How would you rate our customer support team?']);
    expect(findingOf('What do you think of an outrageous fee like this?', 'loaded-language').rewrite).toEqual(['What do you think of a fee like this?']);
    const predicate = findingOf('Are the delivery fees excessive?', 'loaded-language');
    expect(predicate.rewrite).toEqual([]);
    expect(predicate.advice).toMatch(/“excessive”/);
    expect(findingOf('Did you try the improved search?', 'loaded-language').evidence[0]!.text).toBe('improved');
  });

  it('ignores balanced pairs, answer lists in the question and words that are what is asked about', () => {
    expectClean('How clear or confusing were the instructions?', 'What, if anything, did you find confusing?', 'Have you improved your score since last month?');
    expect(rulesOf('Would you say the food was very good, good, fair, poor or very poor?')).toEqual([]);
  });
});

describe('double-barreled', () => {
  it('splits two qualities, two aspects, two actions, two clauses, two questions and "and/or"', () => {
    expect(findingOf('Was the staff friendly and helpful?', 'double-barreled').rewrite).toEqual(['Was the staff friendly?', 'Was the staff helpful?']);
    expect(findingOf('How would you rate the price and quality of our coffee?', 'double-barreled').rewrite).toEqual(['How would you rate the price of our coffee?', 'How would you rate the quality of our coffee?']);
    expect(findingOf('Do you use and recommend our app?', 'double-barreled').rewrite).toEqual(['Do you use our app?', 'Do you recommend our app?']);
    expect(findingOf('Did you find what you needed, and was it easy to find?', 'double-barreled').rewrite).toEqual(['Did you find what you needed?', 'Was it easy to find?']);
    expect(findingOf('How did you hear about us? Why did you sign up?', 'double-barreled').rewrite).toEqual(['How did you hear about us?', 'Why did you sign up?']);
    expect(findingOf('Do you walk and/or cycle to work?', 'double-barreled').rewrite).toEqual(['Do you walk to work?', 'Do you cycle to work?']);
  });

  it('ignores alternatives, fixed pairs, antonyms, open prompts and one quality', () => {
    expectClean(
      'Did you buy or rent your current home?',
      'How would you rate the look and feel of the app?',
      'What do you think of the terms and conditions page?',
      'Was it quick and easy?',
      'How many people, including yourself, live in your household?',
      { id: 'story', type: 'long_text', title: 'What were you trying to do, and what did you do?', required: false },
    );
  });
});

describe('double negatives', () => {
  it('finds two negatives in a clause and rewrites the common forms', () => {
    const f = findingOf('Do you oppose not allowing phones in class?', 'double-negative');
    expect(f.evidence.map((e) => e.text)).toEqual(['oppose', 'not']);
    expect(f.rewrite).toEqual(['Do you support or oppose allowing phones in class?']);
    expect(findingOf("Isn't it unusual to pay for apps?", 'double-negative').rewrite).toEqual(['Is it usual to pay for apps?']);
    expect(findingOf('Is it not unlikely that you will move?', 'double-negative').rewrite).toEqual(['Is it likely that you will move?']);
    expect(findingOf('Do you disagree that the app should not collect usage data?', 'double-negative').rewrite).toEqual(['Do you agree or disagree that the app should collect usage data?']);
    expect(findingOf('Do you oppose the ban on scooters?', 'double-negative').rewrite).toEqual([]);
  });

  it('ignores one negative, balanced pairs, and negatives in separate clauses', () => {
    expectClean(
      'Why didn’t you finish setting up your account?',
      'Do you support or oppose allowing phones in class?',
      'Do you agree or disagree that the city should build more bike lanes?',
      'Should the app collect usage data, or not?',
      'If you did not finish, was it because the page did not load?',
    );
  });
});

describe('absolutes', () => {
  it('asks how often instead of always or never, in yes/no questions', () => {
    expect(findingOf('Do you always read the reviews before buying?', 'absolute').rewrite).toEqual(['How often do you read the reviews before buying?']);
    expect(findingOf('Do you exercise every day?', 'absolute').rewrite[0]).toBe('How often do you exercise?');
    expect(findingOf('Is the app always fast?', 'absolute').rewrite).toEqual(['How often is the app fast?']);
  });

  it('ignores "ever" and open questions', () => {
    expectClean('Have you ever used a password manager?', 'What do you always check before paying?', 'How often, if ever, do you work from home?');
  });
});

describe('hypothetical behaviour', () => {
  it('asks about the past when the thing exists, and advises when it does not', () => {
    expect(findingOf('Would you pay for a budgeting app?', 'hypothetical').rewrite).toEqual(['In the past 12 months, have you paid for a budgeting app?']);
    expect(findingOf('How likely are you to buy a smart thermostat in the next year?', 'hypothetical').rewrite).toEqual(['In the past 12 months, have you bought a smart thermostat?']);
    expect(findingOf('How much would you pay for faster delivery?', 'hypothetical').rewrite).toEqual(['In the past 12 months, how much have you spent on faster delivery?']);
    const feature = findingOf('Would you use this feature?', 'hypothetical');
    expect(feature.rewrite).toEqual([]);
    expect(feature.advice).toMatch(/past behaviour/);
    expect(rulesOf('Are you planning to upgrade your phone?')).toContain('hypothetical');
  });

  it('leaves the Net Promoter question, past behaviour and Van Westendorp questions alone', () => {
    expectClean(
      'How likely is it that you would recommend Sightline to a friend or colleague?',
      'In the past 12 months, have you paid for a budgeting app?',
      'Which of these words would you use to describe our brand?',
      { id: 'p', type: 'van_westendorp', title: 'What would Sightline be worth to you?', required: false, currency: 'EUR', product: 'Sightline' },
    );
  });
});

describe('acquiescence', () => {
  it('turns one-sided agreement into a question about the thing, naming both ends', () => {
    expect(findingOf('Do you agree that the app is easy to use?', 'acquiescence').rewrite).toEqual(['How easy or difficult is the app to use?']);
    expect(findingOf('To what extent do you agree that our invoices are clear?', 'acquiescence').rewrite).toEqual(['How clear or confusing are our invoices?']);
    expect(findingOf('Do you agree with the statement: the reports are worth the price?', 'acquiescence').rewrite).toEqual(['How much do you agree or disagree that the reports are worth the price?']);
    expect(findingOf({ id: 's', type: 'yes_no', title: 'The new menu is easy to use.', required: false }, 'acquiescence').rewrite).toEqual(['How easy or difficult is the new menu to use?']);
  });

  it('accepts balanced agreement and Likert statements (their scale names both sides)', () => {
    expectClean('How much do you agree or disagree that the city should build more bike lanes?', { id: 'l', type: 'likert', title: 'The report told me what to fix first.', required: false, points: 5 });
  });
});

describe('scales', () => {
  it('counts favourable and unfavourable options, and offers a balanced set', () => {
    const f = findingOf(choice('How would you rate the meal?', ['Excellent', 'Very good', 'Good', 'Fair', 'Poor']), 'unbalanced-scale');
    expect(f.why).toMatch(/3 favourable and 1 unfavourable point/);
    expect(f.advice).toBe('Offer a balanced scale: Very good / Good / Neither good nor poor / Poor / Very poor.');
    expect(f.evidence).toHaveLength(5);
    expect(f.evidence[0]).toEqual({ field: 'option', text: 'Excellent', start: 0, end: 9, option: 0 });
    expect(findingOf('Would you say our service was excellent, very good, good or fair?', 'unbalanced-scale').rewrite).toEqual([
      'Would you say our service was very good, good, neither good nor poor, poor or very poor?',
    ]);
    expect(rulesOf({ id: 'r', type: 'rating', title: 'How would you rate the room?', required: false, points: 5, lowLabel: 'Good', highLabel: 'Excellent' })).toEqual(['unbalanced-scale']);
  });

  it('asks for end labels', () => {
    const f = findingOf({ id: 'r', type: 'rating', title: 'How would you rate the search results?', required: false, points: 7 }, 'unlabeled-scale');
    expect(f.evidence).toEqual([{ field: 'settings', text: '1 to 7 with no end labels' }]);
    expect(findingOf('On a scale of 1 to 10, how would you rate the photo editor?', 'unlabeled-scale').rewrite).toEqual([
      'On a scale of 1 to 10, where 1 means “Very poor” and 10 means “Very good”, how would you rate the photo editor?',
    ]);
  });

  it('accepts balanced, unipolar and frequency scales, labelled ends and categories', () => {
    expectClean(
      choice('How satisfied or dissatisfied are you with the app?', ['Very satisfied', 'Satisfied', 'Neither satisfied nor dissatisfied', 'Dissatisfied', 'Very dissatisfied']),
      choice('How useful, if at all, is the export?', ['Extremely useful', 'Very useful', 'Somewhat useful', 'Not very useful', 'Not at all useful']),
      choice('How often, if ever, do you export a report?', ['Never', 'Rarely', 'Sometimes', 'Often', 'Always']),
      choice('How much, if at all, do you trust the report?', ['A great deal', 'A fair amount', 'Not too much', 'Not at all']),
      { id: 'r', type: 'rating', title: 'How would you rate the room?', required: false, points: 5, lowLabel: 'Very poor', highLabel: 'Very good' },
      'On a scale from 0 to 10, where 0 means not at all likely and 10 means extremely likely, how likely are you to renew your plan when it ends?',
      'Compared with a year ago, is your household financially better off, worse off, or about the same?',
    );
  });
});

describe('missing answers', () => {
  it('asks for "Prefer not to say" on sensitive questions, "Other" on open lists, "Don’t know" on services not everyone used', () => {
    const income = choice('What was your household income last year?', ['Under $50,000', '$50,000 or more'], { required: true });
    expect(findingOf(income, 'missing-prefer-not').evidence[0]!.text).toBe('household income');
    expect(rulesOf({ ...income, allowPreferNot: true } as Question)).toEqual([]);
    const browser = choice('Which browser do you use most?', ['Chrome', 'Firefox', 'Safari'], { randomize: true });
    expect(rulesOf(browser)).toEqual(['missing-other']);
    expect(rulesOf({ ...browser, allowOther: true } as Question)).toEqual([]);
    expect(rulesOf(choice('Which browser do you use most?', ['Chrome', 'Firefox', 'Something else'], { randomize: true }))).toEqual([]);
    const support = { id: 's', type: 'rating', title: 'How would you rate our customer support?', required: false, points: 5, lowLabel: 'Very poor', highLabel: 'Very good' } as Question;
    expect(findingOf(support, 'missing-dont-know').advice).toMatch(/show this question only to those who said they used customer support/);
    expect(rulesOf({ ...support, allowDontKnow: true } as Question)).toEqual([]);
    expect(rulesOf({ ...support, showIf: [{ questionId: 'contacted', operator: 'equals', value: true }] } as Question)).toEqual([]);
  });

  it('says nothing about pasted text, whose answers it cannot see', () => {
    expectClean('What was your household income last year?', 'How would you rate our customer support?');
  });
});

describe('social desirability', () => {
  it('finds judged behaviour asked directly and puts a face-saving sentence first', () => {
    expect(findingOf('Did you vote in the last general election?', 'social-desirability').rewrite).toEqual([
      'Many people don’t get a chance to vote in every election. Did you vote in the last general election?',
    ]);
    for (const q of ['How many days did you exercise last week?', 'In the past 12 months, have you donated money to a charity?', 'How many alcoholic drinks did you have yesterday?', 'Do you recycle your plastic bottles?']) {
      expect(rulesOf(q), q).toContain('social-desirability');
    }
  });

  it('accepts softened questions, product votes and tasks', () => {
    expectClean(
      'Many people don’t get a chance to vote in every election. Did you vote in the general election held last November?',
      'Which feature would you vote for us to build next?',
      'How easy or difficult was the exercise you just did in the prototype?',
    );
  });
});

describe('jargon and readability', () => {
  it('spells out abbreviations it knows, and replaces long words with plain ones', () => {
    expect(findingOf('Did the SLA meet your needs?', 'jargon').rewrite).toEqual(['Did the service level agreement (SLA) meet your needs?']);
    expect(findingOf('How easy or difficult is it to utilize the export functionality?', 'jargon').rewrite).toEqual(['How easy or difficult is it to use the export features?']);
    expect(findingOf('How did the QBR go?', 'jargon').advice).toMatch(/Spell out “QBR”/);
  });

  it('accepts common and defined abbreviations, emphasis and an abbreviation defined in an earlier question', () => {
    expectClean('What is your ZIP code?', 'Did the service level agreement (SLA) meet your needs?', 'Do you NOT want a receipt?');
    const report = checkQuestionnaire(['How satisfied or dissatisfied are you with the service level agreement (SLA)?', 'Did the SLA meet your needs?']);
    expect(report.questions[1]!.findings).toEqual([]);
  });

  it('flags a long, dense question with its Flesch reading ease, and not a short one with long words', () => {
    const dense = findingOf('To what extent would you characterise the organisational communication infrastructure as adequately supporting interdepartmental collaboration on strategic initiatives?', 'readability');
    expect(dense.why).toMatch(/Flesch reading ease -?\d+(\.\d)? over 18 words/);
    expect(dense.evidence.map((e) => e.text)).toContain('interdepartmental');
    expectClean('How satisfied or dissatisfied are you with the reliability of your internet connection?');
  });
});

describe('vague quantifiers', () => {
  it('asks for a number in a period', () => {
    expect(findingOf('Do you regularly back up your phone?', 'vague-quantifier').rewrite).toEqual(['In the past 4 weeks, how many times did you back up your phone?']);
    expect(findingOf('Have you recently bought a laptop?', 'vague-quantifier').rewrite).toEqual(['In the past 30 days, have you bought a laptop?']);
    expect(findingOf('Have you used a budgeting app in the past?', 'vague-quantifier').rewrite).toEqual(['Have you used a budgeting app in the past 12 months?']);
  });

  it('accepts "how often", "most often", answer lists and questions with a period', () => {
    expectClean('How often, if ever, do you work from home?', 'Which browser do you use most often?', 'In the past 30 days, have you often worked late?', 'Do you work from home never, sometimes or often?');
  });
});

describe('anchoring', () => {
  it('removes example amounts and reference figures from questions that ask for an amount', () => {
    const f = findingOf('How much do you spend on coffee per week (e.g. $20)?', 'anchoring');
    expect(f.evidence[0]).toEqual({ field: 'question', text: '(e.g. $20)', start: 41, end: 51 });
    expect(f.rewrite).toEqual(['How much do you spend on coffee per week?']);
    expect(findingOf('Most people spend about $40 a month on streaming. How much do you spend on streaming each month?', 'anchoring').rewrite).toEqual(['How much do you spend on streaming each month?']);
    expect(rulesOf('Is the price of the plan more or less than $20 a month?')).toEqual(['anchoring']);
  });

  it('accepts numbers that are not anchors', () => {
    expectClean('In the past 7 days, how many hours did you spend in meetings?', 'Do you have any children under 18 living with you?', 'How many times did you visit a doctor in the past 12 months?');
  });
});

describe('order', () => {
  it('flags a general question after specific ones on the same topic, naming where to move it', () => {
    const report = checkQuestionnaire([
      'How satisfied or dissatisfied are you with the speed of the mobile banking app?',
      'Have you paid for an app in the past 12 months?',
      'How satisfied or dissatisfied are you with the security of the mobile banking app?',
      'Overall, how satisfied or dissatisfied are you with the mobile banking app?',
    ]);
    expect(report.questionnaire).toHaveLength(1);
    const f = report.questionnaire[0]!;
    expect(f).toMatchObject({ rule: 'general-after-specific', questions: [0, 2, 3], advice: 'Ask question 4 before question 1.' });
    expect(f.evidence.find((e) => e.question === 3)).toMatchObject({ text: 'Overall', start: 0, end: 7 });
    expect(checkQuestionnaire(['Overall, how satisfied or dissatisfied are you with the mobile banking app?', 'How satisfied or dissatisfied are you with the speed of the mobile banking app?']).questionnaire).toEqual([]);
    // Counting use is not judging a part of it.
    expect(checkQuestionnaire(['How often do you use our product?', 'Overall, how satisfied or dissatisfied are you with our product?']).questionnaire).toEqual([]);
  });

  it('flags unordered options in a fixed order, not scales, ranges or randomised lists', () => {
    const tools = choice('Which tool do you use for notes?', ['Notion', 'Evernote', 'OneNote', 'Apple Notes'], { allowOther: true });
    expect(checkQuestionnaire([tools]).questionnaire.map((f) => [f.rule, f.questions, f.evidence[0]!.text])).toEqual([['option-order', [0], 'Notion']]);
    expect(checkQuestionnaire([{ ...tools, randomize: true } as Question]).questionnaire).toEqual([]);
    expect(checkQuestionnaire([choice('How many people work at your company?', ['1 to 9', '10 to 49', '50 to 249', '250 or more'])]).questionnaire).toEqual([]);
    expect(checkQuestionnaire([choice('When did you last buy one?', ['In the past week', 'In the past month', 'Longer ago', 'Never'])]).questionnaire).toEqual([]);
    const gender = choice('What is your gender?', ['Woman', 'Man', 'Non-binary', 'Prefer to self-describe'], { allowPreferNot: true });
    expect(checkQuestionnaire([gender]).questionnaire).toEqual([]);
    expect(rulesOf(gender)).toEqual([]);
  });

  it('gives the builder one question’s findings with the order findings it ends', () => {
    const questions: Question[] = [
      { id: 'a', type: 'rating', title: 'How satisfied or dissatisfied are you with the speed of the app?', required: false, points: 5, lowLabel: 'Very dissatisfied', highLabel: 'Very satisfied' },
      { id: 'b', type: 'rating', title: 'Overall, how satisfied or dissatisfied are you with the app?', required: false, points: 5 },
    ];
    const hints = checkSurveyQuestion(questions, 1);
    expect(hints.findings.map((f) => f.rule)).toEqual(['unlabeled-scale']);
    expect(hints.order.map((f) => f.rule)).toEqual(['general-after-specific']);
    expect(checkSurveyQuestion(questions, 0)).toEqual({ findings: [], order: [] });
  });
});

describe('report', () => {
  it('counts findings by rule, says it reads English, and gives every question its readability', () => {
    const r = checkQuestionnaire(['Was the staff friendly and helpful?', 'Do you use and recommend our app?', 'How did you first hear about us?']);
    expect(r.language).toBe('en');
    expect(r.summary).toEqual({ questions: 3, questionsWithFindings: 2, findings: 2, byRule: [{ rule: 'double-barreled', title: 'Double-barreled question', count: 2 }] });
    expect(r.questions[2]!.readability).toMatchObject({ words: 7, sentences: 1 });
  });
});
