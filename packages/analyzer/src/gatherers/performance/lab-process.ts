// Lighthouse runs in a Node process of its own, a child of the run's. Loading it takes seconds of CPU,
// and each run processes its trace for a second or more at a time; on the run's own thread that
// stalled everything else sharing its event loop: the egress proxy that carries every request of our
// own page load, and the DevTools traffic of our gatherers. A process rather than a worker thread,
// because V8's flags belong to a process: the CLI's compact heap (--optimize-for-size, which keeps a
// long scan's memory down) made Lighthouse spend 10 of its 28 CPU seconds on one light page in
// garbage collection; without the flag, 2.7 of 13 (measured at load 17-21). It is started once per
// process, ahead of its first use (preloadLighthouse), and measures one page at a time, as the
// process's lab turns ask it to.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
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

class LabProcess {
  private readonly child: ChildProcess;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(onGone: (gone: LabProcess) => void) {
    // Node's own options of this process (a test runner's loaders, the CLI's heap flag set at run
    // time is not among them) are not the Lighthouse process's: its entry registers its own loader.
    // What it prints goes to this process's standard error, never into a report on standard output.
    this.child = fork(fileURLToPath(new URL('./lab-worker.mjs', import.meta.url)), [], { execArgv: [], stdio: ['ignore', 2, 2, 'ipc'], serialization: 'advanced' });
    // An idle Lighthouse process does not keep the run's alive; one that is measuring does (measure refs it).
    this.hold(false);
    this.child.on('message', (reply: LabReply) => this.answer(reply));
    let gone = false;
    const fail = (error: Error) => {
      if (gone) return;
      gone = true;
      onGone(this);
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.child.on('error', (error) => fail(error));
    this.child.on('exit', (code, signal) => fail(new Error(`The Lighthouse process stopped (${signal ?? `exit code ${code}`})`)));
  }

  measure(request: Omit<LabRequest, 'id'>, onRun: (event: string) => void): Promise<LabMeasurement> {
    const id = this.nextId++;
    return new Promise<LabMeasurement>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onRun });
      this.hold(true);
      this.child.send({ id, ...request } satisfies LabRequest);
    });
  }

  private hold(busy: boolean): void {
    if (busy) {
      this.child.ref();
      this.child.channel?.ref();
    } else {
      this.child.unref();
      this.child.channel?.unref();
    }
  }

  private answer(reply: LabReply): void {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    if ('event' in reply) {
      waiting.onRun(reply.event);
      return;
    }
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.hold(false);
    if ('measurement' in reply) waiting.resolve(reply.measurement);
    else waiting.reject(reply.failedUrl === null ? new Error(reply.error) : new LabRunFailure(reply.error, reply.failedUrl));
  }
}

let lab: LabProcess | null = null;

/** The Lighthouse process, started on first use and again after it stopped. */
export function labProcess(): LabProcess {
  lab ??= new LabProcess((gone) => {
    if (lab === gone) lab = null;
  });
  return lab;
}

/**
 * Starts the Lighthouse process ahead of its first use: loading Lighthouse takes seconds, which it
 * spends meanwhile. The CLI starts it before it loads the engine, a run when its stages start.
 */
export function preloadLighthouse(): void {
  labProcess();
}
