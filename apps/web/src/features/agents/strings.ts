import type { AgentAction, AgentPersona, AgentTask } from '@sightline/shared/agents';

export const TASK_LABELS: Record<AgentTask, { title: string; goal: string }> = {
  price: { title: 'Find the price', goal: 'Find the price of a product or plan.' },
  contact: { title: 'Find contact details', goal: 'Find an email address, phone number or contact form.' },
  returns: { title: 'Find the returns policy', goal: 'Find how to return a purchase.' },
  newsletter: { title: 'Sign up for the newsletter', goal: 'Find the newsletter sign-up and fill it in with test data (nothing is sent).' },
  search: { title: 'Search for a product and open it', goal: "Use the site's search and open a product from the results." },
  checkout: { title: 'Add to cart and reach checkout', goal: 'Add a product to the cart and reach the checkout page, never paying or entering personal data.' },
  'accessibility-statement': { title: 'Find the accessibility statement', goal: "Find the site's accessibility statement." },
};

export const PERSONA_LABELS: Record<AgentPersona, { title: string; description: string }> = {
  desktop: { title: 'Desktop, mouse', description: 'A desktop window, clicking with a mouse.' },
  phone: { title: 'Phone, touch', description: 'A phone screen, tapping.' },
  keyboard: { title: 'Keyboard only', description: 'Tab, Shift+Tab, Enter and Space only: it reaches only what the keyboard reaches.' },
  'low-vision': { title: 'Low vision, 200 % zoom', description: 'The desktop page zoomed to 200 %, the size WCAG 1.4.4 (Resize Text) says content must survive.' },
  'slow-network': { title: 'Phone on slow 4G', description: "A phone on Lighthouse's slow 4G profile (150 ms round trip, 1.6 Mbit/s down): every wait the site makes is longer." },
};

export const ACTION_LABELS: Record<AgentAction, string> = {
  start: 'Opened',
  click: 'Clicked',
  tap: 'Tapped',
  type: 'Typed',
  press: 'Pressed',
  dismiss: 'Dismissed',
  back: 'Went back',
  finish: 'Ended on',
};

export const STOP_REASONS: Record<string, string> = {
  success: 'reached the goal',
  'step-limit': 'ran out of steps',
  'time-limit': 'ran out of time',
  stuck: 'found nothing more worth trying',
  error: 'stopped on an error',
  cancelled: 'was stopped',
};

export const STATUS_LABELS = { queued: 'Waiting to start', running: 'Running', completed: 'Finished', failed: 'Could not run' } as const;

/** "4.2 s", "1 min 05 s". */
export function formatMs(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}
