import type { Audit, SiteAudit } from '../../types';
import { cacheHeaders } from './cache-headers';
import { fontDisplay } from './font-display';
import { imageFormats } from './image-formats';
import { imageSizing } from './image-sizing';
import { cumulativeLayoutShift, firstContentfulPaint, largestContentfulPaint, speedIndex, totalBlockingTime } from './lab-metric';
import { labSample } from './lab-sample';
import { offscreenImages } from './offscreen-images';
import { pageWeight } from './page-weight';
import { renderBlockingResources } from './render-blocking-resources';
import { requestCount } from './request-count';
import { serverResponseTime } from './server-response-time';
import { textCompression } from './text-compression';
import { thirdPartyWeight } from './third-party-weight';
import { unusedCode } from './unused-code';

export const pageSpeedAudits: Array<Audit | SiteAudit> = [
  firstContentfulPaint,
  largestContentfulPaint,
  totalBlockingTime,
  cumulativeLayoutShift,
  speedIndex,
  serverResponseTime,
  pageWeight,
  requestCount,
  renderBlockingResources,
  imageFormats,
  imageSizing,
  offscreenImages,
  textCompression,
  cacheHeaders,
  unusedCode,
  thirdPartyWeight,
  fontDisplay,
  labSample,
] as Array<Audit | SiteAudit>;
