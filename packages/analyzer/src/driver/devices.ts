import type { BrowserContextOptions } from 'playwright-core';
import type { Device } from '../types';

// dpr 2 rather than a phone's 3: screenshots stay readable and rendering is a third cheaper on 2 cores.
export const DEVICE_PROFILES: Record<Device, BrowserContextOptions> = {
  mobile: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36 Sightline/0.1',
  },
  desktop: {
    viewport: { width: 1366, height: 768 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Sightline/0.1',
  },
};
