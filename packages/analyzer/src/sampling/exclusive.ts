/** Runs tasks one at a time in call order: lab measurements must not compete for the CPU. */
export class Exclusive {
  private tail: Promise<unknown> = Promise.resolve();

  readonly run = <T>(task: () => Promise<T>): Promise<T> => {
    const result = this.tail.then(task);
    // The next task waits for this one to settle, not to succeed.
    this.tail = result.catch(() => undefined);
    return result;
  };
}
