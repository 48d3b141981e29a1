import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/utils';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  closeLabel?: string;
  className?: string;
}

/**
 * Modal built on the native <dialog>: showModal() gives the top layer, inert background,
 * focus containment and Escape for free, which a hand-rolled overlay tends to get wrong.
 */
export function Dialog({ open, onOpenChange, title, description, children, closeLabel = 'Close', className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onClose={() => onOpenChange(false)}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (event.target === ref.current) onOpenChange(false);
      }}
      className={cn(
        'm-auto w-[calc(100%-1.5rem)] max-w-md rounded-xl border border-border bg-background p-0 text-foreground shadow-2xl backdrop:bg-zinc-950/50 backdrop:backdrop-blur-[2px]',
        className,
      )}
    >
      {open && (
        <div className="relative p-5 sm:p-6">
          <h2 id={`${id}-title`} className="pr-8 text-lg font-semibold leading-tight">
            {title}
          </h2>
          {description && (
            <p id={`${id}-description`} className="mt-1.5 text-sm text-muted-foreground">
              {description}
            </p>
          )}
          <div className="mt-4">{children}</div>
          {/* Last in the DOM so opening the dialog focuses its first field, not the close button. */}
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="absolute right-3 top-3 rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">{closeLabel}</span>
          </button>
        </div>
      )}
    </dialog>
  );
}
