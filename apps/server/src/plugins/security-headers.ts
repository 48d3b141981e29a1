import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config';

// Google Analytics 4 loads gtag.js from Tag Manager and sends hits to these hosts.
const GA_SCRIPT_ORIGINS = ['https://www.googletagmanager.com'];
const GA_CONNECT_ORIGINS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'];
const GA_IMAGE_ORIGINS = ['https://*.google-analytics.com', 'https://www.googletagmanager.com'];

/** CSP directives admitting our own origin plus only the analytics that are configured. */
export function contentSecurityPolicy(config: Pick<Config, 'gaMeasurementId' | 'sessionRecordingSrc' | 'publicUrl'>) {
  const scripts: string[] = [];
  const connect: string[] = [];
  const images: string[] = [];
  if (config.gaMeasurementId !== null) {
    scripts.push(...GA_SCRIPT_ORIGINS);
    connect.push(...GA_CONNECT_ORIGINS);
    images.push(...GA_IMAGE_ORIGINS);
  }
  if (config.sessionRecordingSrc !== null) {
    // A recording script usually reports back to the origin it was served from.
    const origin = new URL(config.sessionRecordingSrc).origin;
    scripts.push(origin);
    connect.push(origin);
  }
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    scriptSrc: ["'self'", ...scripts],
    connectSrc: ["'self'", ...connect],
    imgSrc: ["'self'", 'data:', ...images],
    // Components set inline style attributes (toast swipe offsets), which CSP counts as styles.
    styleSrc: ["'self'", "'unsafe-inline'"],
    fontSrc: ["'self'", 'data:'],
    // Over plain http (a LAN install) upgrading requests would break every asset.
    ...(config.publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * Helmet's headers on every response. Its middleware is made once, here: @fastify/helmet made it
 * again on every request (options parsed, the CSP string built), which on the survey answer
 * endpoint under load was a few per cent of the server's CPU.
 */
export const securityHeadersPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // HSTS on a plain-http install would lock browsers out of it.
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet throws rather than passing an error on (since 8.1), and sets headers only.
    setHeaders(request.raw, reply.raw, () => done());
  });
});
