import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../../lib/storage';

// The spec's entities: `{product}_startup_stage`, early | growth, default early.
export const STARTUP_STAGE_KEY = 'sightline_startup_stage';
export const STARTUP_STAGES = ['early', 'growth'] as const;
export type StartupStage = (typeof STARTUP_STAGES)[number];

export function parseStartupStage(raw: string | null): StartupStage {
  return raw === 'growth' ? 'growth' : 'early';
}

const listeners = new Set<() => void>();
let current: StartupStage | null = null;

function get(): StartupStage {
  current ??= parseStartupStage(readStorage(STARTUP_STAGE_KEY));
  return current;
}

export function setStartupStage(stage: StartupStage): void {
  current = stage;
  writeStorage(STARTUP_STAGE_KEY, stage);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStartupStage(): StartupStage {
  return useSyncExternalStore(subscribe, get, get);
}
