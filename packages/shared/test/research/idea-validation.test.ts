import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { checkQuestionnaire } from '../../src/research/bias';
import { IDEA_QUESTIONS, ideaScorecard, IdeaSchema, priceVerdict, validationSurvey, type Idea } from '../../src/research/idea-validation';
import { checkPublishable, SurveyDefinitionSchema } from '../../src/research/survey-definition';
import { answerProblems, visibleQuestions } from '../../src/research/survey-logic';

const idea: Idea = {
  name: 'Receipt Robot',
  problem: 'Keeping track of receipts for expense reports',
  audience: 'Freelancers who invoice clients',
  currentSolution: 'A spreadsheet and a shoebox',
  solution: 'An app that reads receipts from photos and fills in the expense report',
  price: { amount: 9, currency: 'EUR', per: 'month' },
  hasPrototype: true,
};

/** A respondent who had the problem: `last` is when, `severity` 1–5, `spend` in EUR, `ellis` the Sean Ellis answer. */
const respondent = (last: string, severity: number, spend: number, ellis: string, price?: [number, number, number, number]) => ({
  [IDEA_QUESTIONS.lastTime]: { choice: last },
  [IDEA_QUESTIONS.severity]: severity,
  [IDEA_QUESTIONS.current]: { choices: ['named'] },
  [IDEA_QUESTIONS.spend]: spend,
  [IDEA_QUESTIONS.ellis]: { choice: ellis },
  ...(price ? { [IDEA_QUESTIONS.price]: { tooCheap: price[0], cheap: price[1], expensive: price[2], tooExpensive: price[3] } } : {}),
});

describe('the validation survey', () => {
  it('is a valid, publishable survey that asks about the past, never "would you buy"', () => {
    expect(Value.Check(IdeaSchema, idea)).toBe(true);
    const survey = validationSurvey(idea);
    expect(Value.Check(SurveyDefinitionSchema, survey)).toBe(true);
    expect(checkPublishable(survey)).toEqual([]);
    const text = survey.questions.map((q) => q.title).join(' ');
    expect(text).not.toMatch(/would you (buy|pay|use)/i);
    expect(survey.questions.map((q) => q.id)).toEqual(['last_time', 'severity', 'current_solution', 'spend', 'last_story', 'hardest_part', 'sean_ellis', 'price']);
  });

  it('asks the Sean Ellis question only when there is a prototype, and skips the problem questions for those who never had it', () => {
    const survey = validationSurvey({ ...idea, hasPrototype: false });
    expect(survey.questions.some((q) => q.id === IDEA_QUESTIONS.ellis)).toBe(false);
    expect(visibleQuestions(survey, { [IDEA_QUESTIONS.lastTime]: { choice: 'never' } }).map((q) => q.id)).toEqual(['last_time', 'price']);
  });

  it('passes Sightline’s own question bias check', () => {
    const report = checkQuestionnaire(validationSurvey(idea).questions);
    expect(report.summary.byRule).toEqual([]);
  });

  it('accepts a respondent’s complete answers', () => {
    const survey = validationSurvey(idea);
    expect(answerProblems(survey, respondent('week', 4, 120, 'very', [2, 5, 12, 20]), true)).toEqual({});
  });
});

describe('the scorecard', () => {
  const survey = validationSurvey(idea);

  it('with no answers says what is needed and invents nothing', () => {
    const card = ideaScorecard(survey, []);
    expect(card.responses).toBe(0);
    expect(card.criteria.map((c) => [c.id, c.verdict, c.estimate, c.moreNeeded])).toEqual([
      // ceil(1.959964² × 0.25 / 0.1²) = 97 answers for ±10 points at the worst case p = 0.5.
      ['frequency', 'not-enough', null, 97],
      ['severity', 'not-enough', null, 97],
      ['spend', 'not-enough', null, 97],
      ['must-have', 'not-enough', null, 97],
    ]);
    expect(card.price).toEqual({ analysis: null, dropped: 0, minimumN: 30 });
    expect(priceVerdict(card.price!, 9)).toMatchObject({ verdict: 'not-enough', moreNeeded: 30 });
  });

  it('decides a criterion only when the whole interval is on one side of the threshold', () => {
    // 45 of 50 very disappointed: 90 %, Wilson 95 % CI 78.6–95.7 %, all above 40 % (supported).
    const strong = [...Array.from({ length: 45 }, () => respondent('week', 5, 50, 'very')), ...Array.from({ length: 5 }, () => respondent('longer', 2, 0, 'not'))];
    const mustHave = ideaScorecard(survey, strong).criteria.find((c) => c.id === 'must-have')!;
    expect(mustHave.verdict).toBe('supported');
    expect(mustHave.estimate!.low).toBeCloseTo(0.786, 3);
    expect(mustHave.moreNeeded).toBe(0);

    // 4 of 10: 40 %, CI 16.8–68.7 %: spans the 40 % benchmark, so not enough yet.
    const few = [...Array.from({ length: 4 }, () => respondent('month', 4, 10, 'very')), ...Array.from({ length: 6 }, () => respondent('month', 3, 0, 'somewhat'))];
    const undecided = ideaScorecard(survey, few).criteria.find((c) => c.id === 'must-have')!;
    expect(undecided.verdict).toBe('not-enough');
    // ±10 points with p at the interval's middle (0.4277): ceil(1.96² × 0.4277 × 0.5723 / 0.01) = 95, minus the 10 there are.
    expect(undecided.moreNeeded).toBe(85);
    expect(undecided.summary).toMatch(/about 85 more answers are needed for a ±10-point interval/);
  });

  it('counts severity and spend only among those who had the problem, and leaves "I no longer use it" out of Sean Ellis', () => {
    const answers = [respondent('week', 5, 100, 'very'), respondent('week', 2, 0, 'unused'), { [IDEA_QUESTIONS.lastTime]: { choice: 'never' } }];
    const card = ideaScorecard(survey, answers);
    const byId = Object.fromEntries(card.criteria.map((c) => [c.id, c.estimate]));
    expect(byId.frequency).toMatchObject({ estimate: 2 / 3, n: 3 });
    expect(byId.severity).toMatchObject({ estimate: 0.5, n: 2 });
    expect(byId.spend).toMatchObject({ estimate: 0.5, n: 2 });
    expect(byId['must-have']).toMatchObject({ estimate: 1, n: 1 });
  });

  it('leaves out criteria whose question the owner deleted', () => {
    const edited = { ...survey, questions: survey.questions.filter((q) => q.id !== IDEA_QUESTIONS.spend && q.id !== IDEA_QUESTIONS.price) };
    const card = ideaScorecard(edited, [respondent('week', 4, 10, 'very')]);
    expect(card.criteria.map((c) => c.id)).toEqual(['frequency', 'severity', 'must-have']);
    expect(card.price).toBeNull();
  });

  it('reads the acceptable price range once there are 30 consistent answers', () => {
    // Thirty respondents whose four prices are spread evenly around 10 EUR a month.
    const answers = Array.from({ length: 30 }, (_, i) => respondent('week', 4, 10, 'very', [2 + (i % 5), 7 + (i % 6), 13 + (i % 7), 20 + (i % 8)]));
    // One more whose "too cheap" is above their "too expensive": left out, and counted as left out.
    const card = ideaScorecard(survey, [...answers, respondent('week', 4, 10, 'very', [50, 5, 10, 20])]);
    expect(card.price).toMatchObject({ analysis: { n: 30 }, dropped: 1 });
    const low = card.price!.analysis!.pointOfMarginalCheapness!;
    const high = card.price!.analysis!.pointOfMarginalExpensiveness!;
    expect(low).toBeLessThan(high);
    const verdict = priceVerdict(card.price!, 9);
    expect(verdict.verdict).toBe(9 >= low && 9 <= high ? 'supported' : 'not-supported');
    expect(priceVerdict(card.price!, 1000).verdict).toBe('not-supported');
  });
});
