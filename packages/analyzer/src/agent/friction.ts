// The friction a run can report, each tied to the guide that explains it (paths that exist under content/guides).
import type { AgentFriction } from './types';

type FrictionKind = Omit<AgentFriction, 'detail' | 'stepIndex'>;

export const FRICTION = {
  keyboardTrap: { id: 'keyboard-trap', title: 'Keyboard focus is trapped', guide: '/guides/accessibility/keyboard-accessible', severity: 'high' },
  keyboardUnreachable: { id: 'keyboard-unreachable', title: 'A control the task needs cannot be reached by keyboard', guide: '/guides/accessibility/keyboard-accessible', severity: 'high' },
  priceBehindSignUp: { id: 'price-behind-signup', title: 'The price appears only after signing up', guide: '/guides/ecommerce-ux-guidelines', severity: 'high' },
  searchPlural: { id: 'search-plural', title: 'Search finds nothing for the plural', guide: '/guides/ecommerce-ux-guidelines', severity: 'medium' },
  searchNoResults: { id: 'search-no-results', title: 'Search returned nothing', guide: '/guides/ecommerce-ux-guidelines', severity: 'medium' },
  modalInTheWay: { id: 'modal-in-the-way', title: 'A dialog covered the page before the visitor could start', guide: '/guides/visual-design/fixed-elements', severity: 'low' },
  deadEnd: { id: 'dead-end', title: 'A path led to a dead end and the visitor had to go back', guide: '/guides/behavioral-metrics/lostness', severity: 'medium' },
  notFound: { id: 'goal-not-found', title: 'The visitor did not find what they came for', guide: '/guides/models/information-foraging-theory', severity: 'high' },
  slowStep: { id: 'slow-step', title: 'A step took longer than a visitor waits attentively', guide: '/guides/laws/doherty-threshold', severity: 'medium' },
  pageError: { id: 'page-error', title: 'A page on the way failed to load', guide: '/guides/general/http-status', severity: 'high' },
} as const satisfies Record<string, FrictionKind>;

export function friction(kind: FrictionKind, detail: string, stepIndex: number | null): AgentFriction {
  return { ...kind, detail, stepIndex };
}
