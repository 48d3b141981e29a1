import type { PaidFeature } from './api';

/** Where a paid view of one report opens (the white-label feature opens its comprehensive view). */
export function featurePath(feature: PaidFeature, analysisId: string): string {
  const id = encodeURIComponent(analysisId);
  if (feature === 'comprehensive') return `/comprehensive-report/${id}`;
  if (feature === 'detailed') return `/detailed-report/${id}`;
  return `/comprehensive-report-whitelabel/${id}`;
}

/** Where a failed or cancelled checkout can be tried again (the cancel URL's plan and analysis). */
export function retryPath(planKind: 'subscription' | 'report' | null, planId: string | null, analysisId: string | null): string {
  if (planKind === 'report' || analysisId !== null) {
    const params = new URLSearchParams({ ...(analysisId ? { analysis: analysisId } : {}), ...(planId ? { plan: planId } : {}) });
    return `/checkout?${params}`;
  }
  return planId ? `/subscribe?${new URLSearchParams({ plan: planId })}` : '/pricing';
}
