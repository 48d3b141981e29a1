import { describe, expect, it } from 'vitest';
import { isSwipeDismiss, toastReducer, type ToastData } from './toast-state';

const make = (id: string): ToastData => ({ id, title: `t${id}`, open: true });

describe('toastReducer', () => {
  it('shows only one toast at a time, the newest', () => {
    let state = toastReducer({ toasts: [] }, { type: 'add', toast: make('1') });
    state = toastReducer(state, { type: 'add', toast: make('2') });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('closes a toast before removing it, so it can animate out', () => {
    let state = toastReducer({ toasts: [] }, { type: 'add', toast: make('1') });
    state = toastReducer(state, { type: 'dismiss', id: '1' });
    expect(state.toasts).toEqual([{ ...make('1'), open: false }]);
    state = toastReducer(state, { type: 'remove', id: '1' });
    expect(state.toasts).toEqual([]);
  });

  it('ignores a dismiss for a toast that was already replaced', () => {
    let state = toastReducer({ toasts: [] }, { type: 'add', toast: make('1') });
    state = toastReducer(state, { type: 'add', toast: make('2') });
    state = toastReducer(state, { type: 'dismiss', id: '1' });
    expect(state.toasts[0]?.open).toBe(true);
  });
});

describe('isSwipeDismiss', () => {
  it('dismisses only past 50 px', () => {
    expect(isSwipeDismiss(50)).toBe(false);
    expect(isSwipeDismiss(51)).toBe(true);
    expect(isSwipeDismiss(-51)).toBe(true);
  });
});
