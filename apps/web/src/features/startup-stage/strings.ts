import type { StartupStage } from './stage';

export const STAGE_STRINGS = {
  legend: 'Where is your company?',
  options: { early: 'Early stage', growth: 'Growth stage' } satisfies Record<StartupStage, string>,
  hints: {
    early: 'Finding product–market fit: make the first visit clear, fast and usable.',
    growth: 'Scaling traffic: remove friction from the paths that convert.',
  } satisfies Record<StartupStage, string>,
} as const;
