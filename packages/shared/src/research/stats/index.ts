// Survey statistics: every figure with its n and a 95 % interval, cross-tabs with a significance
// test and a plain sentence. Pure functions without dependencies; each names its method's source.
export { chiSquareTest, crossTabTest, fisherExactTest, type ChiSquareResult, type CrossTabTest } from './crosstab';
export { chiSquareSurvival, lgamma, logFactorial, normalQuantile, regularizedBeta, regularizedGammaQ, studentTCdf, studentTQuantile } from './distributions';
export { histogram, meanInterval, median, quantile, tally, tallyHistogram, tallyMeanInterval, tallyMedian, type Tally } from './means';
export { npsInterval } from './nps';
export { seanEllis, wilsonInterval, type Interval } from './proportions';
export { sampleSizeForMargin, verdictAgainst } from './sample-size';
export { vanWestendorp, type VanWestendorpAnswer, type VanWestendorpResult } from './van-westendorp';
