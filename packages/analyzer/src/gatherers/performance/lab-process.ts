// Lighthouse runs in a worker thread of its own. Loading it takes seconds of CPU, and each run
// processes its trace for a second or more at a time; on the run's own thread that stalled everything
// else sharing its event loop: the egress proxy that carries every request of our own page load, and
// the DevTools traffic of our gatherers. The thread is started once per process, ahead of its first
// use (preloadLighthouse), and measures one page at a time, as the process's lab turns ask it to.
import { Worker } from 'node:worker_threads';
import type { Device } from '../../types';
import type { LabMeasurement } from './lab-performance';

/** A Lighthouse run that ended in Lighthouse's own runtime error: the page it last showed, to ask the address guard why. */
export class LabRunFailure extends Error {
  constructor(
    message: string,
    readonly finalUrl: string,
  ) {
    super(message);
  }
}

export interface LabRequest {
  id: number;
  url: string;
  port: number;
  device: Device;
  runs: number;
}

export type LabReply =
  | { id: number; event: string }
  | { id: number; measurement: LabMeasurement }
  | { id: number; error: string; failedUrl: string | null };

interface Pending {
  resolve(measurement: LabMeasurement): void;
  reject(error: Error): void;
  onRun(event: string): void;
}

class LabThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(onGone: (gone: LabThread) => void) {
    // A plain-JavaScript entry: a worker does not inherit the TypeScript loader of the thread that starts it.
    this.worker = new Worker(new URL('./lab-worker.mjs', import.meta.url));
    // An idle thread does not keep the process alive; one that is measuring does (measure refs it).
    this.worker.unref();
    this.worker.on('message', (reply: LabReply) => this.answer(reply));
    const fail = (error: Error) => {
      onGone(this);
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', (error) => fail(error instanceof Error ? error : new Error(String(error))));
    this.worker.on('exit', (code) => fail(new Error(`The Lighthouse thread stopped (exit code ${code})`)));
  }

  measure(request: Omit<LabRequest, 'id'>, onRun: (event: string) => void): Promise<LabMeasurement> {
    const id = this.nextId++;
    return new Promise<LabMeasurement>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onRun });
      this.worker.ref();
      this.worker.postMessage({ id, ...request } satisfies LabRequest);
    });
  }

  private answer(reply: LabReply): void {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    if ('event' in reply) {
      waiting.onRun(reply.event);
      return;
    }
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if ('measurement' in reply) waiting.resolve(reply.measurement);
    else waiting.reject(reply.failedUrl === null ? new Error(reply.error) : new LabRunFailure(reply.error, reply.failedUrl));
  }
}

let thread: LabThread | null = null;

/** The process's Lighthouse thread, started on first use and again after it stopped. */
export function labThread(): LabThread {
  thread ??= new LabThread((gone) => {
    if (thread === gone) thread = null;
  });
  return thread;
}
