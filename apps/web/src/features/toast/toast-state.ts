// Toast state of the spec's screens and routes, entities and business constants as a pure reducer so the one-at-a-time rule is testable without a DOM.
import type { ReactNode } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'destructive' | 'warning';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastAction;
  variant?: ToastVariant;
  open: boolean;
}

export type ToastEvent =
  | { type: 'add'; toast: ToastData }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

export interface ToastState {
  toasts: ToastData[];
}

export function toastReducer(state: ToastState, event: ToastEvent): ToastState {
  switch (event.type) {
    case 'add':
      // Newest first; anything beyond the limit is replaced rather than queued.
      return { toasts: [event.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'dismiss':
      return {
        toasts: state.toasts.map((t) => (event.id === undefined || t.id === event.id ? { ...t, open: false } : t)),
      };
    case 'remove':
      return { toasts: event.id === undefined ? [] : state.toasts.filter((t) => t.id !== event.id) };
  }
}

/** Whether a horizontal drag has gone far enough to dismiss (either direction). */
export function isSwipeDismiss(deltaX: number): boolean {
  return Math.abs(deltaX) > TOAST_SWIPE_THRESHOLD_PX;
}
