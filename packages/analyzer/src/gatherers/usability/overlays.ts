import type { ElementRef, Gatherer } from '../../types';
import { runInPage } from './page-lib';

export interface OverlayLayer extends ElementRef {
  position: 'fixed' | 'sticky' | 'modal';
  /** Share of the first viewport where this layer is the topmost thing (0..1). */
  coverage: number;
}

export interface OverlaysArtifact {
  /** Share of the first viewport covered by fixed, sticky or modal layers, sampled on a grid (0..1). */
  coverage: number;
  layers: OverlayLayer[];
  /** html/body made unscrollable, as modals and cookie walls do. */
  scrollLocked: boolean;
}

declare module '../../types' {
  interface Artifacts {
    Overlays: OverlaysArtifact;
  }
}

/** Sample points per side: 16 × 16 hit tests resolve coverage to 0.4 % and stay fast on huge pages. */
const GRID = 16;

export const overlaysGatherer: Gatherer<'Overlays'> = {
  name: 'Overlays',
  phase: 'passive',
  gather: ({ page }) =>
    runInPage(
      page,
      (grid: number, lib) => {
        // The layer a point belongs to: the outermost fixed/sticky ancestor, or an open modal dialog.
        const layerOf = (el: Element | null): { el: Element; position: 'fixed' | 'sticky' | 'modal' } | null => {
          let found: { el: Element; position: 'fixed' | 'sticky' | 'modal' } | null = null;
          for (let n = el; n && n !== document.documentElement; n = n.parentElement) {
            const position = getComputedStyle(n).position;
            if (n.matches('dialog[open]:modal, [aria-modal="true"]')) found = { el: n, position: 'modal' };
            else if (position === 'fixed' || position === 'sticky') found = { el: n, position };
          }
          return found;
        };
        const counts = new Map<Element, { position: 'fixed' | 'sticky' | 'modal'; hits: number }>();
        let covered = 0;
        for (let i = 0; i < grid; i++) {
          for (let j = 0; j < grid; j++) {
            const hit = document.elementFromPoint(((i + 0.5) * innerWidth) / grid, ((j + 0.5) * innerHeight) / grid);
            const layer = layerOf(hit);
            if (!layer) continue;
            covered++;
            const entry = counts.get(layer.el) ?? { position: layer.position, hits: 0 };
            entry.hits++;
            counts.set(layer.el, entry);
          }
        }
        const locked = [document.documentElement, document.body].some((el) => el && /hidden|clip/.test(getComputedStyle(el).overflowY));
        return {
          coverage: covered / (grid * grid),
          layers: [...counts]
            .sort((a, b) => b[1].hits - a[1].hits)
            .slice(0, 10)
            .map(([el, v]) => ({ ...lib.describe(el), position: v.position, coverage: v.hits / (grid * grid) })),
          scrollLocked: locked,
        };
      },
      GRID,
    ),
};
