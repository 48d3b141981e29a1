import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../../lib/storage';
import { DEFAULT_STARTUP_STAGE, parseStartupStage, STARTUP_STAGE_KEY, type StartupStage } from './stage';

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

/** Prerendered pages show the default stage, and hydrate with it; a stored choice shows right after. */
export function useStartupStage(): StartupStage {
  return useSyncExternalStore(subscribe, get, () => DEFAULT_STARTUP_STAGE);
}
