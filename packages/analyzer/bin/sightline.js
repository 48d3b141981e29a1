#!/usr/bin/env node
// Runs the TypeScript CLI directly through tsx, so there is no build step to forget.
import { setFlagsFromString } from 'node:v8';
import { register } from 'tsx/esm/api';

// The process mostly waits on Chromium; with V8's default heap growth it held ~500 MB RSS on a scan
// (garbage from Lighthouse traces between collections), with a compact heap ~250 MB. Lighthouse now
// runs in a process of its own, which this flag does not reach (gatherers/performance/lab-process.ts).
setFlagsFromString('--optimize-for-size');

register();
const { main } = await import('../src/cli.ts');
process.exitCode = await main(process.argv.slice(2));
// Everything of ours is closed by now, but a library may leave a timer behind (Lighthouse's image
// gatherer, which we no longer run, kept the process alive for up to 5 s after the report was
// written). Exit once what was written to stdout and stderr has gone out.
await Promise.all([process.stdout, process.stderr].map((stream) => new Promise((resolve) => stream.write('', resolve))));
process.exit();
