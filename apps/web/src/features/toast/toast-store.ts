import { useSyncExternalStore } from 'react';
import { toastReducer, type ToastData, type ToastEvent, type ToastState } from './toast-state';

// One module-level store so any code (auth context, mutations) can raise a toast without a provider.
let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
let counter = 0;

function dispatch(event: ToastEvent): void {
  state = toastReducer(state, event);
  for (const listener of listeners) listener();
}

export type ToastInput = Omit<ToastData, 'id' | 'open'>;

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter += 1;
  const id = String(counter);
  dispatch({ type: 'add', toast: { ...input, id, open: true } });
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id?: string): void {
  dispatch({ type: 'dismiss', id });
}

export function removeToast(id: string): void {
  dispatch({ type: 'remove', id });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastData[] {
  return useSyncExternalStore(
    subscribe,
    () => state.toasts,
    () => state.toasts,
  );
}
