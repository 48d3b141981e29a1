import { DEVICE_VIEWPORTS } from '@sightline/shared';
import type { BrowserContextOptions } from 'playwright-core';
import type { Device } from '../types';

const { mobile, desktop } = DEVICE_VIEWPORTS;

export const DEVICE_PROFILES: Record<Device, BrowserContextOptions> = {
  mobile: {
    viewport: { width: mobile.width, height: mobile.height },
    deviceScaleFactor: mobile.devicePixelRatio,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36 Sightline/0.1',
  },
  desktop: {
    viewport: { width: desktop.width, height: desktop.height },
    deviceScaleFactor: desktop.devicePixelRatio,
    isMobile: false,
    hasTouch: false,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Sightline/0.1',
  },
};
