import type { ElementRef, Gatherer } from '../../types';
import { installPaintCheck } from '../painted';
import { runInPage } from './page-lib';

export interface OverlayLayer extends ElementRef {
  position: 'fixed' | 'sticky' | 'modal';
  /** Share of the first viewport where this layer is the topmost one, painted or not (0..1). */
  coverage: number;
  /**
   * Share of the first viewport where this is the topmost layer that paints something there
   * (background, border, shadow, image, form control or text) (0..1). An empty, transparent box (a
   * sticky placeholder) paints nothing, so a painted layer beneath it gets those points. A modal
   * always counts: the page behind it is inert.
   */
  painted: number;
}

export interface OverlaysArtifact {
  /** Every fixed, sticky or modal layer in the first viewport (at most one per sample point), most painted first. */
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

type Position = OverlayLayer['position'];

export const overlaysGatherer: Gatherer<'Overlays'> = {
  name: 'Overlays',
  phase: 'passive',
  async gather({ page }) {
    await installPaintCheck(page);
    return runInPage(
      page,
      (grid: number, lib) => {
        // The layer an element belongs to: its outermost fixed/sticky ancestor, or an open modal dialog.
        const known = new Map<Element, { el: Element; position: Position } | null>();
        const layerOf = (el: Element): { el: Element; position: Position } | null => {
          if (known.has(el)) return known.get(el)!;
          let found: { el: Element; position: Position } | null = null;
          for (let n: Element | null = el; n && n !== document.documentElement; n = n.parentElement) {
            const position = getComputedStyle(n).position;
            if (n.matches('dialog[open]:modal, [aria-modal="true"]')) found = { el: n, position: 'modal' };
            else if (position === 'fixed' || position === 'sticky') found = { el: n, position };
          }
          known.set(el, found);
          return found;
        };
        const counts = new Map<Element, { position: Position; hits: number; painted: number }>();
        const entry = (layer: { el: Element; position: Position }) => {
          const found = counts.get(layer.el) ?? { position: layer.position, hits: 0, painted: 0 };
          counts.set(layer.el, found);
          return found;
        };
        for (let i = 0; i < grid; i++) {
          for (let j = 0; j < grid; j++) {
            const x = ((i + 0.5) * innerWidth) / grid;
            const y = ((j + 0.5) * innerHeight) / grid;
            const point = { left: x, top: y, right: x + 1, bottom: y + 1 };
            // Down the stack until page content: the topmost layer is hit, the first one that paints
            // here covers the point.
            let above: Element | null = null;
            for (const el of document.elementsFromPoint(x, y)) {
              const layer = layerOf(el);
              if (!layer) break;
              // A layer's children and the layer itself follow each other in the stack: one check each.
              if (layer.el === above) continue;
              if (!above) entry(layer).hits++;
              above = layer.el;
              if (layer.position === 'modal' || window.sightlinePaints(layer.el, point)) {
                entry(layer).painted++;
                break;
              }
            }
          }
        }
        const locked = [document.documentElement, document.body].some((el) => el && /hidden|clip/.test(getComputedStyle(el).overflowY));
        return {
          layers: [...counts]
            .sort((a, b) => b[1].painted - a[1].painted || b[1].hits - a[1].hits)
            .map(([el, v]) => ({ ...lib.describe(el), position: v.position, coverage: v.hits / (grid * grid), painted: v.painted / (grid * grid) })),
          scrollLocked: locked,
        };
      },
      GRID,
    );
  },
};
