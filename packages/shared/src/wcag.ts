// WCAG 2.2 success criteria (https://www.w3.org/TR/WCAG22/): name and conformance level. The
// analyzer weighs findings by these levels against the report's target, and the web app names the
// criteria a finding maps to. 4.1.1 was removed in 2.2 but old reports may still carry it; it stays
// here as a level A criterion of WCAG 2.1. Plain data: the web app imports it without the schema code.

export const WCAG_LEVELS = ['A', 'AA', 'AAA'] as const;
export type WcagLevel = (typeof WCAG_LEVELS)[number];

/** The conformance target when none is chosen, and of reports made before the target was a setting. */
export const DEFAULT_WCAG_LEVEL: WcagLevel = 'AA';

export const WCAG_CRITERIA: Record<string, { name: string; level: WcagLevel }> = {
  '1.1.1': { name: 'Non-text Content', level: 'A' },
  '1.2.1': { name: 'Audio-only and Video-only (Prerecorded)', level: 'A' },
  '1.2.2': { name: 'Captions (Prerecorded)', level: 'A' },
  '1.2.3': { name: 'Audio Description or Media Alternative (Prerecorded)', level: 'A' },
  '1.2.4': { name: 'Captions (Live)', level: 'AA' },
  '1.2.5': { name: 'Audio Description (Prerecorded)', level: 'AA' },
  '1.2.6': { name: 'Sign Language (Prerecorded)', level: 'AAA' },
  '1.2.7': { name: 'Extended Audio Description (Prerecorded)', level: 'AAA' },
  '1.2.8': { name: 'Media Alternative (Prerecorded)', level: 'AAA' },
  '1.2.9': { name: 'Audio-only (Live)', level: 'AAA' },
  '1.3.1': { name: 'Info and Relationships', level: 'A' },
  '1.3.2': { name: 'Meaningful Sequence', level: 'A' },
  '1.3.3': { name: 'Sensory Characteristics', level: 'A' },
  '1.3.4': { name: 'Orientation', level: 'AA' },
  '1.3.5': { name: 'Identify Input Purpose', level: 'AA' },
  '1.3.6': { name: 'Identify Purpose', level: 'AAA' },
  '1.4.1': { name: 'Use of Color', level: 'A' },
  '1.4.2': { name: 'Audio Control', level: 'A' },
  '1.4.3': { name: 'Contrast (Minimum)', level: 'AA' },
  '1.4.4': { name: 'Resize Text', level: 'AA' },
  '1.4.5': { name: 'Images of Text', level: 'AA' },
  '1.4.6': { name: 'Contrast (Enhanced)', level: 'AAA' },
  '1.4.7': { name: 'Low or No Background Audio', level: 'AAA' },
  '1.4.8': { name: 'Visual Presentation', level: 'AAA' },
  '1.4.9': { name: 'Images of Text (No Exception)', level: 'AAA' },
  '1.4.10': { name: 'Reflow', level: 'AA' },
  '1.4.11': { name: 'Non-text Contrast', level: 'AA' },
  '1.4.12': { name: 'Text Spacing', level: 'AA' },
  '1.4.13': { name: 'Content on Hover or Focus', level: 'AA' },
  '2.1.1': { name: 'Keyboard', level: 'A' },
  '2.1.2': { name: 'No Keyboard Trap', level: 'A' },
  '2.1.3': { name: 'Keyboard (No Exception)', level: 'AAA' },
  '2.1.4': { name: 'Character Key Shortcuts', level: 'A' },
  '2.2.1': { name: 'Timing Adjustable', level: 'A' },
  '2.2.2': { name: 'Pause, Stop, Hide', level: 'A' },
  '2.2.3': { name: 'No Timing', level: 'AAA' },
  '2.2.4': { name: 'Interruptions', level: 'AAA' },
  '2.2.5': { name: 'Re-authenticating', level: 'AAA' },
  '2.2.6': { name: 'Timeouts', level: 'AAA' },
  '2.3.1': { name: 'Three Flashes or Below Threshold', level: 'A' },
  '2.3.2': { name: 'Three Flashes', level: 'AAA' },
  '2.3.3': { name: 'Animation from Interactions', level: 'AAA' },
  '2.4.1': { name: 'Bypass Blocks', level: 'A' },
  '2.4.2': { name: 'Page Titled', level: 'A' },
  '2.4.3': { name: 'Focus Order', level: 'A' },
  '2.4.4': { name: 'Link Purpose (In Context)', level: 'A' },
  '2.4.5': { name: 'Multiple Ways', level: 'AA' },
  '2.4.6': { name: 'Headings and Labels', level: 'AA' },
  '2.4.7': { name: 'Focus Visible', level: 'AA' },
  '2.4.8': { name: 'Location', level: 'AAA' },
  '2.4.9': { name: 'Link Purpose (Link Only)', level: 'AAA' },
  '2.4.10': { name: 'Section Headings', level: 'AAA' },
  '2.4.11': { name: 'Focus Not Obscured (Minimum)', level: 'AA' },
  '2.4.12': { name: 'Focus Not Obscured (Enhanced)', level: 'AAA' },
  '2.4.13': { name: 'Focus Appearance', level: 'AAA' },
  '2.5.1': { name: 'Pointer Gestures', level: 'A' },
  '2.5.2': { name: 'Pointer Cancellation', level: 'A' },
  '2.5.3': { name: 'Label in Name', level: 'A' },
  '2.5.4': { name: 'Motion Actuation', level: 'A' },
  '2.5.5': { name: 'Target Size (Enhanced)', level: 'AAA' },
  '2.5.6': { name: 'Concurrent Input Mechanisms', level: 'AAA' },
  '2.5.7': { name: 'Dragging Movements', level: 'AA' },
  '2.5.8': { name: 'Target Size (Minimum)', level: 'AA' },
  '3.1.1': { name: 'Language of Page', level: 'A' },
  '3.1.2': { name: 'Language of Parts', level: 'AA' },
  '3.1.3': { name: 'Unusual Words', level: 'AAA' },
  '3.1.4': { name: 'Abbreviations', level: 'AAA' },
  '3.1.5': { name: 'Reading Level', level: 'AAA' },
  '3.1.6': { name: 'Pronunciation', level: 'AAA' },
  '3.2.1': { name: 'On Focus', level: 'A' },
  '3.2.2': { name: 'On Input', level: 'A' },
  '3.2.3': { name: 'Consistent Navigation', level: 'AA' },
  '3.2.4': { name: 'Consistent Identification', level: 'AA' },
  '3.2.5': { name: 'Change on Request', level: 'AAA' },
  '3.2.6': { name: 'Consistent Help', level: 'A' },
  '3.3.1': { name: 'Error Identification', level: 'A' },
  '3.3.2': { name: 'Labels or Instructions', level: 'A' },
  '3.3.3': { name: 'Error Suggestion', level: 'AA' },
  '3.3.4': { name: 'Error Prevention (Legal, Financial, Data)', level: 'AA' },
  '3.3.5': { name: 'Help', level: 'AAA' },
  '3.3.6': { name: 'Error Prevention (All)', level: 'AAA' },
  '3.3.7': { name: 'Redundant Entry', level: 'A' },
  '3.3.8': { name: 'Accessible Authentication (Minimum)', level: 'AA' },
  '3.3.9': { name: 'Accessible Authentication (Enhanced)', level: 'AAA' },
  '4.1.1': { name: 'Parsing (removed in WCAG 2.2)', level: 'A' },
  '4.1.2': { name: 'Name, Role, Value', level: 'A' },
  '4.1.3': { name: 'Status Messages', level: 'AA' },
};

/**
 * Whether a criterion counts towards conformance at `target` (its level is at or below it). A
 * criterion this table does not know counts, so that a failure is never hidden for want of a level.
 */
export function withinTarget(criterion: string, target: WcagLevel): boolean {
  const level = WCAG_CRITERIA[criterion]?.level;
  return level === undefined || WCAG_LEVELS.indexOf(level) <= WCAG_LEVELS.indexOf(target);
}

/** Whether a check of these criteria is beyond `target` (AAA at AA): it has criteria, all above it. */
export function beyondTarget(criteria: readonly string[], target: WcagLevel): boolean {
  return criteria.length > 0 && !criteria.some((criterion) => withinTarget(criterion, target));
}
