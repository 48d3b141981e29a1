// Idea validation: an idea as its owner describes it, the survey Sightline drafts from it with
// established instruments, and the evidence scorecard read from that survey's answers.
// The survey asks about past behaviour, never "would you buy?" (Fitzpatrick, "The Mom Test", 2013:
// opinions about the future are compliments, not data). The scorecard never invents data: with no
// answers, every criterion says how many are needed.
import { Type, type Static } from 'typebox';
import { sampleSizeForMargin, verdictAgainst } from './stats/sample-size';
import { wilsonInterval, type Interval } from './stats/proportions';
import type { Question, SurveyDefinition } from './survey-definition';
import { IntervalSchema, priceAnalysis, VanWestendorpSchema } from './survey-results';
import { isAnswered, type PriceAnswer } from './survey-logic';

const Text = (maxLength: number, description: string) => Type.String({ minLength: 1, maxLength, description });

export const IdeaSchema = Type.Object(
  {
    name: Text(120, 'A short name for the idea'),
    problem: Text(500, 'The problem, as the people who have it would say it, e.g. "keeping track of receipts for expenses"'),
    audience: Text(300, 'Who has the problem, e.g. "freelancers who invoice clients"'),
    currentSolution: Text(300, 'How they deal with it today, e.g. "a spreadsheet and a shoebox"'),
    solution: Text(500, 'What you propose'),
    price: Type.Object(
      {
        amount: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000_000, description: 'Your price guess' }),
        currency: Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code, e.g. EUR' }),
        per: Type.Enum(['once', 'month', 'year'], { description: 'What the price buys: a one-off purchase, or a month or year of use' }),
      },
      { additionalProperties: false },
    ),
    hasPrototype: Type.Boolean({ description: 'People have used a prototype or early version: ask the Sean Ellis question' }),
  },
  { additionalProperties: false },
);
export type Idea = Static<typeof IdeaSchema>;

/** Question ids of the validation survey; the scorecard reads its answers by them. */
export const IDEA_QUESTIONS = {
  lastTime: 'last_time',
  severity: 'severity',
  current: 'current_solution',
  spend: 'spend',
  story: 'last_story',
  hardest: 'hardest_part',
  ellis: 'sean_ellis',
  price: 'price',
} as const;

const WITHIN_A_MONTH = ['week', 'month'];
const PER = { once: '', month: ' a month', year: ' a year' } as const;
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/**
 * The validation survey for an idea, which its owner can then edit like any survey:
 * problem frequency and severity, current alternatives and spend, open questions about the last
 * time it happened, the Sean Ellis question when there is a prototype, and Van Westendorp's four
 * price questions. Respondents who never had the problem are not asked about it.
 */
export function validationSurvey(idea: Idea): SurveyDefinition {
  const problem = clip(lower(idea.problem), 200);
  const hadIt = [{ questionId: IDEA_QUESTIONS.lastTime, operator: 'notEquals' as const, value: 'never' }];
  const questions: Question[] = [
    {
      type: 'single_choice',
      id: IDEA_QUESTIONS.lastTime,
      title: clip(`When did you last have to deal with ${problem}?`, 500),
      required: true,
      options: [
        { id: 'week', label: 'In the past week' },
        { id: 'month', label: 'In the past month' },
        { id: 'quarter', label: 'In the past three months' },
        { id: 'longer', label: 'Longer ago' },
        { id: 'never', label: 'Never' },
      ],
    },
    {
      type: 'rating',
      id: IDEA_QUESTIONS.severity,
      title: 'The last time it happened, how much of a problem was it for you?',
      required: true,
      points: 5,
      lowLabel: 'No problem at all',
      highLabel: 'A severe problem',
      showIf: hadIt,
    },
    {
      type: 'multiple_choice',
      id: IDEA_QUESTIONS.current,
      title: 'How did you deal with it that time?',
      description: 'Choose all that apply.',
      required: true,
      options: [
        { id: 'named', label: clip(idea.currentSolution, 300) },
        { id: 'product', label: 'A product or service I pay for' },
        { id: 'diy', label: 'Something I put together myself (a spreadsheet, a script, notes)' },
        { id: 'someone', label: 'Someone else did it for me' },
        { id: 'nothing', label: 'Nothing: I put up with it' },
      ],
      // No order is natural here, and the first options of a list get chosen more (primacy).
      randomize: true,
      allowOther: true,
      showIf: hadIt,
    },
    {
      type: 'number',
      id: IDEA_QUESTIONS.spend,
      title: `In the past 12 months, about how much money have you spent on dealing with it (${idea.price.currency})?`,
      description: 'Tools, services, people. 0 if nothing.',
      required: false,
      min: 0,
      unit: idea.price.currency,
      allowDontKnow: true,
      showIf: hadIt,
    },
    {
      type: 'long_text',
      id: IDEA_QUESTIONS.story,
      title: 'Tell us about the last time it happened. What were you trying to do, and what did you do?',
      required: false,
      maxLength: 2000,
      showIf: hadIt,
    },
    { type: 'long_text', id: IDEA_QUESTIONS.hardest, title: 'What is the hardest part about it?', required: false, maxLength: 2000, showIf: hadIt },
  ];
  if (idea.hasPrototype) {
    questions.push({
      type: 'single_choice',
      id: IDEA_QUESTIONS.ellis,
      title: clip(`How would you feel if you could no longer use ${idea.name}?`, 500),
      required: true,
      options: [
        { id: 'very', label: 'Very disappointed' },
        { id: 'somewhat', label: 'Somewhat disappointed' },
        { id: 'not', label: 'Not disappointed (it isn’t really that useful)' },
        { id: 'unused', label: 'N/A: I no longer use it' },
      ],
      // Someone who never meets the problem is not a user whose disappointment tells anything.
      showIf: hadIt,
    });
  }
  questions.push({
    type: 'van_westendorp',
    id: IDEA_QUESTIONS.price,
    title: clip(`What would ${idea.name} be worth to you${PER[idea.price.per]}?`, 500),
    description: clip(idea.solution, 2000),
    required: false,
    currency: idea.price.currency,
    product: clip(`${idea.name}${PER[idea.price.per]}`, 200),
  });
  return {
    schemaVersion: 1,
    title: clip(`${idea.name}: a few questions about ${problem}`, 200),
    description: clip(`For ${lower(idea.audience)}. There are no right answers: we want to hear what actually happened, not what you think we want to hear.`, 2000),
    layout: 'one-per-screen',
    welcome: { title: 'Thank you for helping', body: 'About 3 minutes. Your answers are anonymous.', buttonLabel: 'Start' },
    thankYou: { title: 'Thank you!', body: 'Your answers have been recorded.' },
    questions,
  };
}

export const VerdictSchema = Type.Enum(['supported', 'not-supported', 'not-enough']);
export type Verdict = Static<typeof VerdictSchema>;

export const CriterionSchema = Type.Object({
  id: Type.Enum(['frequency', 'severity', 'spend', 'must-have']),
  title: Type.String(),
  method: Type.String({ description: 'What is counted, in words, and where the threshold comes from' }),
  threshold: Type.Number({ description: 'The share the whole interval must clear' }),
  estimate: Type.Union([IntervalSchema, Type.Null()], { description: 'A share with its 95 % Wilson interval; null when nobody answered' }),
  verdict: VerdictSchema,
  moreNeeded: Type.Integer({ minimum: 0, description: 'Answers still needed (for a ±10-point interval while undecided); 0 once decided' }),
  summary: Type.String({ description: 'The sentence shown next to the verdict' }),
});
export type Criterion = Static<typeof CriterionSchema>;

export const PriceEvidenceSchema = Type.Object({
  analysis: Type.Union([VanWestendorpSchema, Type.Null()], { description: 'Van Westendorp from the consistent answers, as survey results show it; null when none is consistent' }),
  dropped: Type.Integer({ minimum: 0, description: 'Answers left out as inconsistent (too cheap ≤ bargain ≤ expensive ≤ too expensive)' }),
  minimumN: Type.Integer({ minimum: 1, description: 'Consistent answers needed before the curves are read' }),
});
export type PriceEvidence = Static<typeof PriceEvidenceSchema>;

export const ScorecardSchema = Type.Object({
  responses: Type.Integer({ minimum: 0, description: 'Complete responses read' }),
  criteria: Type.Array(CriterionSchema),
  price: Type.Union([PriceEvidenceSchema, Type.Null()]),
});
export type Scorecard = Static<typeof ScorecardSchema>;

/** Van Westendorp curves are too jagged to read below this many consistent answers (a rule of thumb, not a test). */
export const PRICE_MINIMUM_N = 30;
const MARGIN = 0.1;

const pct = (share: number) => `${Math.round(share * 100)} %`;
const formatInterval = (interval: Interval) => `${pct(interval.estimate)} (95 % CI ${pct(interval.low)}–${pct(interval.high)}, n = ${interval.n})`;

function proportionCriterion(base: Pick<Criterion, 'id' | 'title' | 'method' | 'threshold'>, successes: number, n: number, what: string): Criterion {
  const estimate = wilsonInterval(successes, n);
  if (estimate === null) {
    return { ...base, estimate, verdict: 'not-enough', moreNeeded: sampleSizeForMargin(MARGIN), summary: `No answers yet: about ${sampleSizeForMargin(MARGIN)} are needed for a ±10-point estimate.` };
  }
  const { verdict, moreNeeded: toDecide } = verdictAgainst(estimate, base.threshold);
  // p at the interval's middle: never 0 or 1 for a Wilson interval, so the estimate stays honest near the ends.
  const forMargin = Math.max(0, sampleSizeForMargin(MARGIN, (estimate.low + estimate.high) / 2) - n);
  const moreNeeded = verdict === 'not-enough' ? Math.max(1, forMargin || toDecide) : 0;
  const said = `${formatInterval(estimate)} ${what}`;
  const summary =
    verdict === 'supported'
      ? `${said}: even the low end of the interval clears ${pct(base.threshold)}.`
      : verdict === 'not-supported'
        ? `${said}: even the high end of the interval is below ${pct(base.threshold)}.`
        : `${said}. The interval spans ${pct(base.threshold)}, so this cannot be decided yet: about ${moreNeeded} more answers are needed${forMargin > 0 ? ' for a ±10-point interval' : ''}.`;
  return { ...base, estimate, verdict, moreNeeded, summary };
}

/**
 * The evidence scorecard from the complete responses' answers (each a map of question id to
 * answer). Criteria whose question is not in the survey are left out, so an owner who deleted a
 * question sees no criterion built on nothing.
 */
export function ideaScorecard(definition: SurveyDefinition, answers: readonly Readonly<Record<string, unknown>>[]): Scorecard {
  const has = (id: string) => definition.questions.some((question) => question.id === id);
  const choiceOf = (value: unknown) => (typeof value === 'object' && value !== null && 'choice' in value ? (value as { choice: unknown }).choice : undefined);
  const criteria: Criterion[] = [];
  const hadIt = answers.filter((a) => isAnswered(a[IDEA_QUESTIONS.lastTime]) && choiceOf(a[IDEA_QUESTIONS.lastTime]) !== 'never');

  if (has(IDEA_QUESTIONS.lastTime)) {
    const answered = answers.filter((a) => choiceOf(a[IDEA_QUESTIONS.lastTime]) !== undefined);
    const recent = answered.filter((a) => WITHIN_A_MONTH.includes(choiceOf(a[IDEA_QUESTIONS.lastTime]) as string)).length;
    criteria.push(
      proportionCriterion(
        {
          id: 'frequency',
          title: 'People have the problem often',
          method: 'Share of respondents who last dealt with it in the past week or month. Threshold 50 %: a problem most of your audience meets monthly is worth solving. Sightline’s rule of thumb, not a published benchmark.',
          threshold: 0.5,
        },
        recent,
        answered.length,
        'dealt with it in the past month',
      ),
    );
  }
  if (has(IDEA_QUESTIONS.severity)) {
    const rated = hadIt.filter((a) => typeof a[IDEA_QUESTIONS.severity] === 'number');
    criteria.push(
      proportionCriterion(
        {
          id: 'severity',
          title: 'It is a serious problem for them',
          method: 'Of those who had the problem, the share who rated its last occurrence 4 or 5 of 5. Threshold 50 %. Sightline’s rule of thumb.',
          threshold: 0.5,
        },
        rated.filter((a) => (a[IDEA_QUESTIONS.severity] as number) >= 4).length,
        rated.length,
        'rated it 4 or 5 of 5',
      ),
    );
  }
  if (has(IDEA_QUESTIONS.spend)) {
    const amounts = hadIt.map((a) => a[IDEA_QUESTIONS.spend]).filter((value): value is number => typeof value === 'number');
    criteria.push(
      proportionCriterion(
        {
          id: 'spend',
          title: 'They already spend money on it',
          method: 'Of those who had the problem and gave an amount, the share who spent more than 0 in the past 12 months ("don’t know" is left out). Money already spent shows a budget exists (The Mom Test). Threshold 30 %: Sightline’s rule of thumb.',
          threshold: 0.3,
        },
        amounts.filter((amount) => amount > 0).length,
        amounts.length,
        'spent money on it in the past year',
      ),
    );
  }
  if (has(IDEA_QUESTIONS.ellis)) {
    const users = answers.map((a) => choiceOf(a[IDEA_QUESTIONS.ellis])).filter((choice) => choice !== undefined && choice !== 'unused');
    criteria.push(
      proportionCriterion(
        {
          id: 'must-have',
          title: 'Users would be very disappointed without it',
          method: 'Share answering "very disappointed" among those who use the prototype ("I no longer use it" is left out). Threshold 40 %: Sean Ellis’s product/market fit benchmark (Ellis & Brown, Hacking Growth, 2017).',
          threshold: 0.4,
        },
        users.filter((choice) => choice === 'very').length,
        users.length,
        'would be very disappointed',
      ),
    );
  }

  let price: PriceEvidence | null = null;
  if (has(IDEA_QUESTIONS.price)) {
    const given = answers.map((a) => a[IDEA_QUESTIONS.price]).filter((value): value is PriceAnswer => typeof value === 'object' && value !== null && 'tooCheap' in value);
    const analysis = priceAnalysis(given);
    price = { analysis, dropped: given.length - (analysis?.n ?? 0), minimumN: PRICE_MINIMUM_N };
  }
  return { responses: answers.length, criteria, price };
}

export const PriceVerdictSchema = Type.Object({ verdict: VerdictSchema, moreNeeded: Type.Integer({ minimum: 0 }), summary: Type.String() });
export type PriceVerdict = Static<typeof PriceVerdictSchema>;

/** Whether the owner's price guess falls in the acceptable range, once there are enough answers. */
export function priceVerdict(price: PriceEvidence, guess: number): PriceVerdict {
  const n = price.analysis?.n ?? 0;
  if (n < price.minimumN) {
    const more = price.minimumN - n;
    return { verdict: 'not-enough', moreNeeded: more, summary: `${n} consistent price answers so far; the curves are read from ${price.minimumN} on (${more} more needed).` };
  }
  const low = price.analysis!.pointOfMarginalCheapness;
  const high = price.analysis!.pointOfMarginalExpensiveness;
  if (low === null || high === null) return { verdict: 'not-enough', moreNeeded: 0, summary: 'The curves do not cross within the prices given, so there is no acceptable range to read.' };
  const inside = guess >= low && guess <= high;
  return {
    verdict: inside ? 'supported' : 'not-supported',
    moreNeeded: 0,
    summary: `Acceptable range ${low.toFixed(2)}–${high.toFixed(2)} (from ${n} answers): your price of ${guess.toFixed(2)} is ${inside ? 'inside' : guess < low ? 'below' : 'above'} it.`,
  };
}
