// The one place that knows every gatherer, audit and weight. Each analysis area exports its own
// arrays from an index file; this file only assembles them.
import { baseGatherers } from '../gatherers/base/index';
import { generalGatherers } from '../gatherers/general/index';
import { socialGatherers } from '../gatherers/social/index';
import { usabilityGatherers } from '../gatherers/usability/index';
import { accessibilityGatherers } from '../gatherers/accessibility/index';
import { performanceGatherers } from '../gatherers/performance/index';
import { uiGatherers } from '../gatherers/ui/index';
import { deceptiveGatherers } from '../gatherers/deceptive/index';
import { generalAudits } from '../audits/general/index';
import { socialAudits } from '../audits/social/index';
import { usabilityAudits } from '../audits/usability/index';
import { accessibilityAudits } from '../audits/accessibility/index';
import { pageSpeedAudits } from '../audits/page-speed/index';
import { uiAnalysisAudits } from '../audits/ui-analysis/index';
import { deceptiveDesignAudits } from '../audits/deceptive-design/index';
import { annotationStage } from '../gatherers/ui/annotate';
import { labStage } from '../pipeline/lab-stage';
import type { PageStage } from '../pipeline/stage';
import { DEFAULT_WCAG_LEVEL, type WcagLevel } from '@sightline/shared';
import type { AnalysisType, Audit, Category, Gatherer, SiteAudit } from '../types';
import { generalWeights } from './weights/general';
import { socialWeights } from './weights/social';
import usabilityWeights from './weights/usability';
import { accessibilityWeights } from './weights/accessibility';
import pageSpeedWeights from './weights/page-speed';
import uiAnalysisWeights from './weights/ui-analysis';
import deceptiveDesignWeights from './weights/deceptive-design';

/** Every gatherer; the runner runs only those whose artifacts the selected audits declared. */
export const GATHERERS: readonly Gatherer[] = [...baseGatherers, ...generalGatherers, ...socialGatherers, ...usabilityGatherers, ...accessibilityGatherers, ...performanceGatherers, ...uiGatherers, ...deceptiveGatherers] as Gatherer[];

/** Page stages beside the gatherers (pipeline/stage.ts); the runner runs those a run wants, in this order. */
export const PAGE_STAGES: readonly PageStage[] = [labStage, annotationStage];

export const AUDITS_BY_TYPE: Record<AnalysisType, ReadonlyArray<Audit | SiteAudit>> = {
  GENERAL: generalAudits,
  SOCIAL: socialAudits,
  // Accessibility is part of a usable page, so it runs with USABILITY.
  USABILITY: [...usabilityAudits, ...accessibilityAudits],
  PAGE_SPEED: pageSpeedAudits,
  UI_ANALYSIS: uiAnalysisAudits,
  DECEPTIVE_DESIGN: deceptiveDesignAudits,
};

/** Audit weights per category; accessibility's depend on the run's WCAG conformance target. */
export function weightsFor(target: WcagLevel): Record<Category, Record<string, number>> {
  return {
    general: generalWeights,
    social: socialWeights,
    usability: usabilityWeights,
    accessibility: accessibilityWeights(target),
    pageSpeed: pageSpeedWeights,
    uiAnalysis: uiAnalysisWeights,
    deceptiveDesign: deceptiveDesignWeights,
  };
}

/** The weights at the default target, for scores of nothing (a page that could not be analysed). */
export const WEIGHTS = weightsFor(DEFAULT_WCAG_LEVEL);
