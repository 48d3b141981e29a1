import { Type } from 'typebox';
import { INDUSTRY_SLUGS } from '@sightline/shared/benchmarks';
import { CategorySchema } from '@sightline/shared/report';

export const IndustrySlug = Type.Enum(INDUSTRY_SLUGS, { description: 'An industry an analysis can be tagged with' });

export const CategoryBenchmarkSchema = Type.Object({
  category: CategorySchema,
  sites: Type.Integer({ minimum: 1 }),
  median: Type.Number(),
  p25: Type.Number({ description: 'First quartile (type-7 quantile)' }),
  p75: Type.Number({ description: 'Third quartile' }),
  bands: Type.Array(Type.Integer({ minimum: 0 }), { minItems: 10, maxItems: 10, description: 'Sites per ten-point band: 0–9, 10–19 … 90–100' }),
});

export const CheckBenchmarkSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  sites: Type.Integer({ minimum: 1, description: 'Sites the check ran on' }),
  failing: Type.Integer({ minimum: 1 }),
  share: Type.Number({ minimum: 0, maximum: 1 }),
  low: Type.Number({ minimum: 0, maximum: 1, description: '95 % Wilson interval, low end' }),
  high: Type.Number({ minimum: 0, maximum: 1 }),
});

export const StandingSchema = Type.Object({
  category: CategorySchema,
  score: Type.Number(),
  sites: Type.Integer({ minimum: 1, description: 'Other sites compared with' }),
  percentile: Type.Integer({ minimum: 0, maximum: 100, description: 'Share of the other sites scoring lower (ties count half), × 100' }),
  median: Type.Number(),
});

export const PublishedBenchmarkSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  publisher: Type.String(),
  url: Type.String({ format: 'uri' }),
  collected: Type.String(),
  sample: Type.String(),
  method: Type.String(),
  figures: Type.Array(Type.Object({ label: Type.String(), value: Type.String(), caveat: Type.String() })),
});
