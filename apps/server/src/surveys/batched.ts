/**
 * One call of `many` for whatever was asked while the previous call ran (group commit): under load a
 * statement per batch instead of one per request. Alone, a request waits one turn of the event loop
 * (the other requests read in that turn join it). Each caller gets the output for its own input, and
 * only once `many` has answered (for a write: once the batch is committed). The inputs are given in
 * the order they were asked for, at most `max` at a time, and up to `parallel` calls run at once.
 *
 * When a batch fails, each of its inputs is tried again alone, one after the other, so an error
 * reaches only the callers whose input causes it and the others are answered as if alone.
 */
export function batched<I, O>(many: (inputs: I[]) => Promise<O[]>, max: number, parallel = 1): (input: I) => Promise<O> {
  interface Waiting {
    input: I;
    resolve(output: O): void;
    reject(error: unknown): void;
  }
  const waiting: Waiting[] = [];
  /** Calls running or about to start. */
  let running = 0;

  const alone = async (input: I): Promise<O> => (await many([input]))[0]!;

  async function run(): Promise<void> {
    while (waiting.length > 0) {
      const batch = waiting.splice(0, max);
      try {
        const outputs = await many(batch.map((entry) => entry.input));
        batch.forEach((entry, index) => entry.resolve(outputs[index]!));
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        else for (const entry of batch) await alone(entry.input).then(entry.resolve, entry.reject);
      }
    }
    running--;
  }

  return (input) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (running >= parallel) return;
      running++;
      setImmediate(() => void run());
    });
}

/**
 * One batcher per key (an app's database), made by `make` on the key's first call: requests batch
 * with the others of their database, never with another app's (the tests run many).
 */
export function batchedPer<K extends object, I, O>(make: (key: K) => (input: I) => Promise<O>): (key: K, input: I) => Promise<O> {
  const batchers = new WeakMap<K, (input: I) => Promise<O>>();
  return (key, input) => {
    let batcher = batchers.get(key);
    if (!batcher) batchers.set(key, (batcher = make(key)));
    return batcher(input);
  };
}
