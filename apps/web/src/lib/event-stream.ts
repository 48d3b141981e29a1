/**
 * How long to wait before opening a stream again after the server refused it (it caps streams per
 * address and per subject, answering 429): a refused page asks again after this long, one request each time.
 */
export const STREAM_RETRY_MS = 15_000;

/**
 * Follows a server-sent event stream until its `done` event. EventSource reconnects by itself after
 * a dropped connection, but gives up for good when the server answers with an error status; then
 * `refused` runs (read the subject once more) and the stream is opened again after STREAM_RETRY_MS,
 * so the page never stops moving. Returns what closes it (an effect's cleanup).
 */
export function followEventStream(url: string, listeners: Record<string, (event: MessageEvent<string>) => void>, refused: () => void): () => void {
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let finished = false;
  const open = () => {
    source = new EventSource(url, { withCredentials: true });
    for (const [name, listener] of Object.entries(listeners)) {
      source.addEventListener(name, (event) => {
        if (name === 'done') finished = true;
        listener(event as MessageEvent<string>);
        if (name === 'done') source?.close();
      });
    }
    source.addEventListener('error', () => {
      if (finished || source?.readyState !== EventSource.CLOSED) return;
      retry = setTimeout(() => {
        refused();
        open();
      }, STREAM_RETRY_MS);
    });
  };
  open();
  return () => {
    finished = true;
    clearTimeout(retry);
    source?.close();
  };
}
