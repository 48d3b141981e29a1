import type { Audit, SiteAudit } from '../../types';
import { axeAudits } from './axe-rules';
import { bypassBlocks } from './bypass-blocks';
import { focusContextChange } from './focus-context-change';
import { focusVisible } from './focus-visible';
import { frameTabOrder } from './frame-tab-order';
import { imageNameText } from './image-name-text';
import { inputContextChange } from './input-context-change';
import { keyboardReachable } from './keyboard-reachable';
import { linkColorCue } from './link-color-cue';
import { metaRefreshDelay } from './meta-refresh-delay';
import { metaRefreshImmediate } from './meta-refresh-immediate';
import { readingOrder } from './reading-order';
import { summaryName } from './summary-name';
import { wcagGuide } from './wcag-guide';

/** Our own checks, where axe-core is weak or cannot see (it never presses a key). */
export const ownAccessibilityAudits = [
  summaryName,
  frameTabOrder,
  metaRefreshDelay,
  metaRefreshImmediate,
  keyboardReachable,
  focusVisible,
  bypassBlocks,
  focusContextChange,
  inputContextChange,
  linkColorCue,
  readingOrder,
  imageNameText,
] as Audit[];

/** Each finding links to the guide of its WCAG guideline unless the audit names a guide of its own. */
export const accessibilityAudits: Array<Audit | SiteAudit> = [...axeAudits, ...ownAccessibilityAudits].map((audit) =>
  audit.meta.guide ? audit : { ...audit, meta: { ...audit.meta, guide: wcagGuide(audit.meta.wcag ?? []) } },
);
