/**
 * A signal that aborts after `ms` (reason: a TimeoutError) or when `parent` aborts. Not
 * `AbortSignal.any([parent, AbortSignal.timeout(ms)])`: Node may garbage-collect a timeout signal
 * only a composite refers to, and it then never fires (nodejs/node#57736). This timer is an
 * ordinary one, held until `clear()`.
 */
export function deadline(ms: number, parent?: AbortSignal): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const onParentAbort = () => controller.abort(parent!.reason);
  const timer = setTimeout(() => controller.abort(new DOMException(`Timed out after ${ms} ms`, 'TimeoutError')), ms);
  if (parent?.aborted) onParentAbort();
  else parent?.addEventListener('abort', onParentAbort, { once: true });
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      parent?.removeEventListener('abort', onParentAbort);
    },
  };
}
