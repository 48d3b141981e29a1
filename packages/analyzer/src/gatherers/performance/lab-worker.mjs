// The Lighthouse thread's entry (lab-thread.ts). A worker does not inherit the TypeScript loader that
// the thread starting it registered, so it registers its own before loading the TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./lab-worker.ts');
