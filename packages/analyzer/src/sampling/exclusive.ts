/** Runs tasks one at a time in call order: lab measurements must not compete for the CPU. */
export class Exclusive {
  private tail: Promise<unknown> = Promise.resolve();
  private queued = 0;

  /** The summed weight of the tasks queued or running now: the work a task queued now waits for. */
  get ahead(): number {
    return this.queued;
  }

  readonly run = <T>(task: () => Promise<T>, weight = 1): Promise<T> => {
    this.queued += weight;
    const result = this.tail.then(task);
    // The next task waits for this one to settle, not to succeed.
    const settled = () => {
      this.queued -= weight;
    };
    this.tail = result.then(settled, settled);
    return result;
  };
}
