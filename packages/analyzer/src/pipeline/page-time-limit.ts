import { cpus } from 'node:os';
import type { AnalysisType } from '../types';

/** Loading a page: navigation (its own limit is at most 30 s) and settling. */
const LOAD_MS = 30_000;

/**
 * What each analysis adds to one page on one device when the machine is loaded, the longest seen,
 * not the typical (on a quiet machine the first five take 10–20 s together). USABILITY is the largest:
 * axe-core (up to 19 s on a loaded 2-core machine), the keyboard walk (its presses stop at 12 s,
 * then the hover menus, up to 24 focus-pixel comparisons and the skip link) and the resizing checks.
 */
const ANALYSIS_MS: Record<AnalysisType, number> = {
  GENERAL: 5_000,
  SOCIAL: 3_000,
  USABILITY: 30_000,
  // The cheap resource checks; the Lighthouse run itself gets time of its own on the pages it
  // measures (pipeline/lab-stage.ts).
  PAGE_SPEED: 5_000,
  UI_ANALYSIS: 12_000,
  // Reading the text and the choice controls; a page with a countdown is loaded once more, a
  // closed popup is waited for, and the cart walk has up to 11 s of its own.
  DECEPTIVE_DESIGN: 16_000,
};

/** Never less than the fixed limit this replaced, which gave navigation 27 s. */
const MIN_MS = 45_000;

/**
 * The time one page may take on one device by default: loading, plus what the chosen analyses do,
 * stretched by how many pages share the machine's cores (and, with PAGE_SPEED, the Lighthouse run
 * beside them: its simulation keeps a core busy while other pages are analysed). A fixed 45 s
 * failed static pages analysed with every type on a busy machine.
 */
export function pageTimeLimit(types: readonly AnalysisType[], concurrency: number, cores = cpus().length): number {
  const work = types.reduce((sum, type) => sum + ANALYSIS_MS[type], 0);
  const sharing = Math.max(1, (concurrency + (types.includes('PAGE_SPEED') ? 1 : 0)) / Math.max(1, cores));
  return Math.max(MIN_MS, Math.round((LOAD_MS + work * sharing) / 1000) * 1000);
}
