import type { Audit, ElementRef } from '../../types';

export const keyboardReachable: Audit<'Keyboard'> = {
  meta: {
    id: 'keyboard-reachable',
    category: 'accessibility',
    title: 'Every interactive element can be reached with the Tab key',
    failureTitle: 'Some interactive elements cannot be reached with the Tab key',
    description:
      'We pressed Tab through the page, and hovered menus to see what they hide. Controls that never receive focus, or that only the mouse can open, cannot be used by people who rely on a keyboard or switch device.',
    recommendation:
      'Use native controls (button, a href, input), or add tabindex="0" and key handlers to custom ones. Open submenus on focus (:focus-within) or with a button that says whether it is expanded, not only on hover.',
    severity: 'critical',
    wcag: ['2.1.1'],
    requiredArtifacts: ['Keyboard'],
  },
  audit({ Keyboard }) {
    // Found by hovering and then trying the keys from the menu item: certain even when the walk was cut short.
    const hoverOnly: ElementRef[] = Keyboard.hoverOnly.map((menu) => ({
      ...menu.element,
      note: `Shows ${menu.controls.map((name) => `“${name}”`).join(', ')} only while the pointer is over it; no key opens it.${menu.alike > 0 ? ` ${menu.alike} more item${menu.alike === 1 ? '' : 's'} of this menu, built alike, were taken to behave the same.` : ''}`,
    }));
    const menus = Keyboard.hoverOnly.reduce((sum, menu) => sum + 1 + menu.alike, 0);
    if (Keyboard.unreachable.length > 0 && Keyboard.complete) {
      return { outcome: 'failed', elements: [...hoverOnly, ...Keyboard.unreachable], displayValue: count(Keyboard.unreachable.length, menus, 'unreachable') };
    }
    if (Keyboard.untabbable.length > 0 || hoverOnly.length > 0) {
      return { outcome: 'failed', elements: [...hoverOnly, ...Keyboard.untabbable], displayValue: count(Keyboard.untabbable.length, menus, 'outside the tab order') };
    }
    if (Keyboard.unreachable.length > 0) {
      return {
        outcome: 'needs-review',
        elements: Keyboard.unreachable,
        explanation: `The Tab walk stopped after ${Keyboard.stops.length} stops before coming back to the start; these elements were not reached by then.`,
      };
    }
    return Keyboard.stops.length > 0 ? { outcome: 'passed', displayValue: `${Keyboard.stops.length} tab stops` } : { outcome: 'not-applicable' };
  },
};

function count(elements: number, menus: number, what: string): string {
  const parts = [elements > 0 ? `${elements} ${what}` : '', menus > 0 ? `${menus} hover-only menu${menus === 1 ? '' : 's'}` : ''];
  return parts.filter(Boolean).join(', ');
}
