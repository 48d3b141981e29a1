// What each persona changes: the screen, the input, the network.
import { DEVICE_VIEWPORTS } from '@sightline/shared';
import type { BrowserContextOptions } from 'playwright-core';
import { DEVICE_PROFILES } from '../driver/devices';
import type { AgentPersona } from './types';

export interface PersonaProfile {
  label: string;
  context: BrowserContextOptions;
  input: 'mouse' | 'touch' | 'keyboard';
  /** Chrome DevTools network emulation, per request; null: the network as it is. */
  network: { latency: number; downloadThroughput: number; uploadThroughput: number } | null;
}

const { desktop } = DEVICE_VIEWPORTS;
const kbps = (value: number) => (value * 1024) / 8;

/**
 * Lighthouse's "slow 4G" (lantern `throttling.mobileSlow4G`: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s
 * up) in the DevTools form Lighthouse applies it with (latency × 3.75, throughput × 0.9).
 */
export const SLOW_4G = { latency: 150 * 3.75, downloadThroughput: kbps(1.6 * 1024 * 0.9), uploadThroughput: kbps(750 * 0.9) };

export const PERSONAS: Record<AgentPersona, PersonaProfile> = {
  desktop: { label: 'desktop, mouse', context: DEVICE_PROFILES.desktop, input: 'mouse', network: null },
  phone: { label: 'phone, touch', context: DEVICE_PROFILES.mobile, input: 'touch', network: null },
  keyboard: { label: 'keyboard only (Tab, Shift+Tab, Enter, Space)', context: DEVICE_PROFILES.desktop, input: 'keyboard', network: null },
  // Browser zoom at 200 % halves the CSS viewport and doubles the pixels per CSS pixel.
  'low-vision': {
    label: 'low vision, 200 % zoom',
    context: { ...DEVICE_PROFILES.desktop, viewport: { width: desktop.width / 2, height: desktop.height / 2 }, deviceScaleFactor: desktop.devicePixelRatio * 2 },
    input: 'mouse',
    network: null,
  },
  'slow-network': { label: 'phone on a slow 4G network', context: DEVICE_PROFILES.mobile, input: 'touch', network: SLOW_4G },
};
