// The spec's entities: `{product}_startup_stage`, early | growth, default early. No React here: the
// home page's first script (src/home-runtime) reads it too.
export const STARTUP_STAGE_KEY = 'sightline_startup_stage';
export const STARTUP_STAGES = ['early', 'growth'] as const;
export type StartupStage = (typeof STARTUP_STAGES)[number];
export const DEFAULT_STARTUP_STAGE: StartupStage = 'early';

export function parseStartupStage(raw: string | null): StartupStage {
  return raw === 'growth' ? 'growth' : DEFAULT_STARTUP_STAGE;
}
