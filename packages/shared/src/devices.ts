import type { Device } from './report/schema';

/**
 * The screen each device is analysed on: its viewport in CSS pixels and its pixel ratio. The
 * analyzer loads pages with it, so a report's viewport screenshots have its proportions (and the
 * full-page ones its width); the web app sizes their frames by it before the pictures arrive.
 * Phones at a pixel ratio of 2 rather than 3: screenshots stay readable and rendering is a third
 * cheaper on 2 cores.
 */
export const DEVICE_VIEWPORTS: Readonly<Record<Device, { width: number; height: number; devicePixelRatio: number }>> = {
  mobile: { width: 390, height: 844, devicePixelRatio: 2 },
  desktop: { width: 1366, height: 768, devicePixelRatio: 1 },
};
