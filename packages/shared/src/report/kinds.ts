// The report's lists of analysis types and score categories as plain data: the analyzer's CLI reads
// them at start-up, and loading the schema module for them (typebox and every schema of the report)
// took 1.5 s of its start.

export const ANALYSIS_TYPES = ['GENERAL', 'SOCIAL', 'USABILITY', 'PAGE_SPEED', 'UI_ANALYSIS', 'DECEPTIVE_DESIGN'] as const;

/** Score categories. Accessibility runs with USABILITY (it is part of a usable page). */
export const CATEGORIES = ['general', 'social', 'usability', 'accessibility', 'pageSpeed', 'uiAnalysis', 'deceptiveDesign'] as const;
