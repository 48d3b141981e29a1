// What GET /api/surveys/{id}/results and /crosstab answer, written once: the server's response
// schemas and the web's results page types both come from here. Browser-safe (TypeBox and the stats module).
// Shares are fractions from 0 to 1; every estimate carries its 95 % interval and the n it rests on,
// and is null when nobody answered (never a made-up 0). Objects stay open (no
// additionalProperties: false): fast-json-stringify picks a branch of a union by validating it.
import { Type, type Static, type TSchema } from 'typebox';
import { vanWestendorp } from './stats/van-westendorp';
import type { PriceAnswer } from './survey-logic';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Count = Type.Integer({ minimum: 0 });

export const IntervalSchema = Type.Object(
  {
    estimate: Type.Number(),
    low: Type.Number(),
    high: Type.Number(),
    n: Count,
    confidence: Type.Number({ description: 'e.g. 0.95' }),
  },
  { description: 'An estimate with its confidence interval and the number of answers it rests on' },
);
export type Interval = Static<typeof IntervalSchema>;

export const MeanIntervalSchema = Type.Object({ ...IntervalSchema.properties, sd: Type.Number({ description: 'Sample standard deviation' }) }, { description: 'A mean with its t-interval' });
export type MeanInterval = Static<typeof MeanIntervalSchema>;

const common = {
  id: Type.String(),
  title: Type.String(),
  n: Type.Integer({ minimum: 0, description: 'Respondents who answered (a "don\'t know" or "prefer not to say" included)' }),
  shown: Type.Integer({ minimum: 0, description: 'Respondents who were shown the question' }),
  special: Type.Object({ dontKnow: Count, preferNot: Count }),
};

export const OptionCountSchema = Type.Object({
  id: Type.String(),
  label: Type.String(),
  count: Count,
  share: nullable(IntervalSchema),
});
export type OptionCount = Static<typeof OptionCountSchema>;

export const ChoiceResultSchema = Type.Object(
  {
    type: Type.Union([Type.Literal('single_choice'), Type.Literal('multiple_choice'), Type.Literal('yes_no')]),
    ...common,
    options: Type.Array(OptionCountSchema, { description: 'yes_no: the options "yes" and "no". Multiple choice: each share is of the respondents who chose something' }),
    other: nullable(
      Type.Object({
        count: Count,
        share: nullable(IntervalSchema),
        samples: Type.Array(Type.String(), { description: 'The latest 20 "other" answers' }),
      }),
    ),
  },
  { description: 'Share = count / respondents who chose an option (special answers are not in it)' },
);

export const ScaleValueSchema = Type.Object({ value: Type.Integer(), label: Type.String(), count: Count, share: nullable(IntervalSchema) });
export type ScaleValue = Static<typeof ScaleValueSchema>;

export const RatingResultSchema = Type.Object({
  type: Type.Literal('rating'),
  ...common,
  points: Type.Integer(),
  distribution: Type.Array(ScaleValueSchema),
  mean: nullable(MeanIntervalSchema),
});

export const LikertResultSchema = Type.Object({
  type: Type.Literal('likert'),
  ...common,
  points: Type.Integer(),
  distribution: Type.Array(ScaleValueSchema),
  mean: nullable(MeanIntervalSchema),
  agree: nullable(IntervalSchema),
  neutral: nullable(IntervalSchema),
  disagree: nullable(IntervalSchema),
});

const NpsGroup = Type.Object({ count: Count, share: nullable(IntervalSchema) });
export const NpsResultSchema = Type.Object({
  type: Type.Literal('nps'),
  ...common,
  promoters: NpsGroup,
  passives: NpsGroup,
  detractors: NpsGroup,
  score: nullable(IntervalSchema),
  distribution: Type.Array(ScaleValueSchema, { description: '0 to 10' }),
});

export const HistogramBinSchema = Type.Object({ from: Type.Number(), to: Type.Number(), count: Count });
export const NumberResultSchema = Type.Object({
  type: Type.Literal('number'),
  ...common,
  unit: nullable(Type.String()),
  mean: nullable(MeanIntervalSchema),
  median: nullable(Type.Number()),
  histogram: Type.Array(HistogramBinSchema),
});

export const TextResultSchema = Type.Object({
  type: Type.Union([Type.Literal('short_text'), Type.Literal('long_text')]),
  ...common,
  words: Type.Array(Type.Object({ word: Type.String(), count: Count }), { description: 'Top 30, lower-cased, stop words removed' }),
  latest: Type.Array(Type.Object({ text: Type.String(), at: Type.String({ format: 'date-time' }) }), { description: 'The latest 20 answers' }),
});

export const RankingResultSchema = Type.Object({
  type: Type.Literal('ranking'),
  ...common,
  options: Type.Array(
    Type.Object({
      id: Type.String(),
      label: Type.String(),
      meanRank: nullable(IntervalSchema),
      firstShare: nullable(IntervalSchema),
    }),
  ),
});

export const MatrixResultSchema = Type.Object({
  type: Type.Literal('matrix'),
  ...common,
  columns: Type.Array(Type.Object({ id: Type.String(), label: Type.String() })),
  rows: Type.Array(
    Type.Object({
      id: Type.String(),
      label: Type.String(),
      counts: Type.Array(Count, { description: 'Per column, in the order of `columns`' }),
      n: Count,
    }),
  ),
});

export const VanWestendorpCurvePointSchema = Type.Object({
  price: Type.Number(),
  tooCheap: Type.Number({ description: 'Share who find this price too cheap (falls as the price rises)' }),
  cheap: Type.Number(),
  expensive: Type.Number(),
  tooExpensive: Type.Number(),
});

export const VanWestendorpSchema = Type.Object({
  n: Count,
  curves: Type.Array(VanWestendorpCurvePointSchema),
  pointOfMarginalCheapness: nullable(Type.Number()),
  pointOfMarginalExpensiveness: nullable(Type.Number()),
  optimalPrice: nullable(Type.Number()),
  indifferencePrice: nullable(Type.Number()),
});
export type VanWestendorp = Static<typeof VanWestendorpSchema>;

/** The stats module's Van Westendorp analysis in the results' words; null when no answer is consistent. */
export function priceAnalysis(prices: readonly PriceAnswer[]): VanWestendorp | null {
  const result = vanWestendorp(prices);
  if (!result) return null;
  return {
    n: result.n,
    curves: result.curves.map(({ price, tooCheap, cheap, expensive, tooExpensive }) => ({ price, tooCheap, cheap, expensive, tooExpensive })),
    pointOfMarginalCheapness: result.pmc,
    pointOfMarginalExpensiveness: result.pme,
    optimalPrice: result.opp,
    indifferencePrice: result.ipp,
  };
}

export const VanWestendorpResultSchema = Type.Object({
  type: Type.Literal('van_westendorp'),
  ...common,
  currency: Type.String(),
  product: Type.String(),
  analysis: nullable(VanWestendorpSchema),
});

export const QuestionResultSchema = Type.Union([
  ChoiceResultSchema,
  RatingResultSchema,
  LikertResultSchema,
  NpsResultSchema,
  NumberResultSchema,
  TextResultSchema,
  RankingResultSchema,
  MatrixResultSchema,
  VanWestendorpResultSchema,
]);
export type QuestionResult = Static<typeof QuestionResultSchema>;

export const AnswerFilterSchema = Type.Object({
  questionId: Type.String(),
  value: Type.Union([Type.String(), Type.Number(), Type.Boolean()], { description: 'An option id, a number, or true/false' }),
});
export type AnswerFilter = Static<typeof AnswerFilterSchema>;

export const ResultsFiltersSchema = Type.Object({
  version: nullable(Type.Integer({ description: 'Only answers given to this published version; null: all versions' })),
  from: nullable(Type.String({ description: 'YYYY-MM-DD, inclusive (UTC)' })),
  to: nullable(Type.String({ description: 'YYYY-MM-DD, inclusive (UTC)' })),
  includePartial: Type.Boolean(),
  answers: Type.Array(AnswerFilterSchema, { description: 'Only respondents who gave every one of these answers' }),
});
export type ResultsFilters = Static<typeof ResultsFiltersSchema>;

export const SurveyResultsSchema = Type.Object({
  survey: Type.Object({ id: Type.String(), title: Type.String(), status: Type.Union([Type.Literal('draft'), Type.Literal('open'), Type.Literal('closed')]) }),
  version: nullable(Type.Integer({ description: 'Only answers to this published version; null: every version (the questions as in the latest)' })),
  filters: ResultsFiltersSchema,
  responses: Type.Object({ complete: Count, partial: Count }, { description: 'Respondents matching the filters' }),
  timeline: Type.Array(Type.Object({ date: Type.String({ description: 'YYYY-MM-DD (UTC)' }), complete: Count, partial: Count })),
  questions: Type.Array(QuestionResultSchema),
});
export type SurveyResults = Static<typeof SurveyResultsSchema>;

export const CrossTabTestSchema = Type.Object({
  method: Type.Union([Type.Literal('chi-square'), Type.Literal('fisher'), Type.Literal('none')]),
  statistic: nullable(Type.Number()),
  df: nullable(Type.Integer()),
  pValue: nullable(Type.Number()),
  cramersV: nullable(Type.Number()),
  sentence: Type.String({ description: 'What the test says, in plain language (or why it cannot say anything)' }),
});
export type CrossTabTest = Static<typeof CrossTabTestSchema>;

const Category = Type.Object({ id: Type.String(), label: Type.String() });
export const CrossTabSchema = Type.Object({
  row: Type.Object({ id: Type.String(), title: Type.String() }),
  column: Type.Object({ id: Type.String(), title: Type.String() }),
  rows: Type.Array(Category),
  columns: Type.Array(Category),
  counts: Type.Array(Type.Array(Count), { description: 'counts[row][column]' }),
  rowPercents: Type.Array(Type.Array(Type.Number()), { description: 'Percent (0–100) of each row' }),
  n: Count,
  test: CrossTabTestSchema,
});
export type CrossTab = Static<typeof CrossTabSchema>;
