import { join } from 'node:path';

/** Every agent run keeps its step screenshots in its own directory under DATA_DIR, as analyses do. */
export function agentRunDir(dataDir: string, runId: string): string {
  return join(dataDir, 'agent-runs', runId);
}

/** A step screenshot's file name as the API serves it: no folder, starting with a letter or digit (never `..`). */
export const STEP_SCREENSHOT_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}\.png$/;
