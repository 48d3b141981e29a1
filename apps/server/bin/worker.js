#!/usr/bin/env node
// The job worker (src/worker.ts), run through tsx like the server itself: `npm run -w
// @sightline/server worker` or `node apps/server/bin/worker.js`.
import { setFlagsFromString } from 'node:v8';
import { register } from 'tsx/esm/api';

// It runs analyses, so it holds what the analyzer's CLI holds: Lighthouse traces between
// collections; a compact heap keeps its RSS about half of V8's default growth.
setFlagsFromString('--optimize-for-size');

register();
const { runWorker } = await import('../src/worker.ts');
process.exitCode = await runWorker(process.argv.slice(2));
