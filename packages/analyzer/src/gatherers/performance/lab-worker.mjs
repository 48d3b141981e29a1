// The Lighthouse process's entry (lab-process.ts). It starts loading Lighthouse at once, while the
// run probes the site and starts the browser, rather than with the first measurement. Lighthouse and
// puppeteer-core are plain JavaScript, so they load before the TypeScript loader is registered: their
// thousand-odd modules then skip its hooks, through which loading them took 4.6 s of CPU, against
// 2.0 s without (measured at load 8).
import { register } from 'tsx/esm/api';

await Promise.all([import('lighthouse'), import('puppeteer-core')]);
register();
await import('./lab-worker.ts');
