import { X } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Toast, ToastViewport } from '../../components/ui/toast';
import { cn } from '../../lib/utils';
import { isSwipeDismiss, TOAST_DURATION_MS, type ToastData } from './toast-state';
import { dismissToast, removeToast, useToasts } from './toast-store';

const EXIT_ANIMATION_MS = 200;

export function Toaster() {
  const toasts = useToasts();
  const viewport = useRef<HTMLElement>(null);
  const latestId = toasts[0]?.id;

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    if (element.matches(':popover-open')) element.hidePopover();
    // Re-showing puts the viewport on top of whatever entered the top layer since (e.g. a dialog).
    if (latestId !== undefined) element.showPopover();
  }, [latestId]);

  return (
    <ToastViewport ref={viewport} aria-label="Notifications">
      {toasts.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
    </ToastViewport>
  );
}

function ToastItem({ item }: { item: ToastData }) {
  const [paused, setPaused] = useState(false);
  const [dragX, setDragX] = useState(0);
  const dragStart = useRef<number | null>(null);

  useEffect(() => {
    if (!item.open) {
      const timer = window.setTimeout(() => removeToast(item.id), EXIT_ANIMATION_MS);
      return () => window.clearTimeout(timer);
    }
    // Hover or focus pauses the countdown so a reader is never cut off mid-sentence.
    if (paused) return;
    const timer = window.setTimeout(() => dismissToast(item.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [item.open, item.id, paused]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    dragStart.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStart.current !== null) setDragX(event.clientX - dragStart.current);
  };
  const onPointerEnd = () => {
    if (dragStart.current === null) return;
    dragStart.current = null;
    if (isSwipeDismiss(dragX)) dismissToast(item.id);
    else setDragX(0);
  };

  const urgent = item.variant === 'destructive' || item.variant === 'warning';
  return (
    <Toast
      variant={item.variant}
      role={urgent ? 'alert' : 'status'}
      aria-atomic="true"
      data-state={item.open ? 'open' : 'closed'}
      data-testid="toast"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={{ transform: `translateX(${dragX}px)` }}
      className={cn('animate-toast-in', !item.open && 'opacity-0')}
    >
      <div className="grid gap-1">
        {item.title && <div className="text-sm font-semibold">{item.title}</div>}
        {item.description && <div className="text-sm opacity-90">{item.description}</div>}
      </div>
      {item.action && (
        <button
          type="button"
          onClick={() => {
            item.action?.onClick();
            dismissToast(item.id);
          }}
          className="inline-flex h-8 shrink-0 items-center rounded-md border border-current/30 px-3 text-sm font-medium hover:bg-black/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {item.action.label}
        </button>
      )}
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X className="size-4" aria-hidden="true" />
        <span className="sr-only">Close notification</span>
      </button>
    </Toast>
  );
}
