// Geometry shared by target-size (WCAG 2.5.8, 24 px) and tap-targets (48 px recommended).
import type { AuditResult, Rect } from '../../types';
import type { TapTarget } from '../../gatherers/usability/tap-targets';

export function centerOf(r: Rect): { x: number; y: number } {
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}

/** Distance from a point to the nearest point of a rectangle (0 inside it). */
export function distanceToRect(p: { x: number; y: number }, r: Rect): number {
  const dx = Math.max(r.x - p.x, 0, p.x - (r.x + r.width));
  const dy = Math.max(r.y - p.y, 0, p.y - (r.y + r.height));
  return Math.hypot(dx, dy);
}

/** The targets the size rules judge: links inside running text and browser-drawn controls are exempt. */
export function judgedTargets(targets: TapTarget[]): TapTarget[] {
  return targets.filter((t) => !t.inline && !t.userAgentControl && t.rect.width > 0 && t.rect.height > 0);
}

/**
 * A target smaller than `size` passes when a circle of diameter `size` centred on it touches no other
 * target and, for two undersized targets, their circles do not overlap (WCAG 2.5.8 spacing rule).
 */
export function isCrowded(target: TapTarget, all: TapTarget[], size: number): boolean {
  const c = centerOf(target.rect);
  const radius = size / 2;
  return all.some((other) => {
    if (other === target) return false;
    if (distanceToRect(c, other.rect) < radius) return true;
    const undersized = other.rect.width < size || other.rect.height < size;
    if (!undersized) return false;
    const o = centerOf(other.rect);
    return Math.hypot(c.x - o.x, c.y - o.y) < size;
  });
}

export function isUndersized(t: TapTarget, size: number): boolean {
  return t.rect.width < size || t.rect.height < size;
}

/**
 * The judgement both target audits share: targets under `size` px that also have a neighbour
 * closer than `size` px fail; the score is the share of targets that do not.
 */
export function judgeTargetSize(targets: TapTarget[], size: number, describe: (failing: number, judged: number) => string): AuditResult {
  const judged = judgedTargets(targets);
  if (judged.length === 0) return { outcome: 'not-applicable', explanation: 'No links or buttons outside running text.' };
  const failing = judged.filter((t) => isUndersized(t, size) && isCrowded(t, targets, size));
  const score = 1 - failing.length / judged.length;
  const displayValue = describe(failing.length, judged.length);
  if (failing.length === 0) return { outcome: 'passed', score, displayValue };
  return {
    outcome: 'failed',
    score,
    displayValue,
    elements: failing.map((t) => ({ selector: t.selector, snippet: t.snippet, rect: t.rect, note: `${t.rect.width} × ${t.rect.height} px` })),
  };
}
