import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

export const toastVariants = cva(
  'pointer-events-auto relative flex w-full touch-pan-y select-none items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-9 shadow-lg transition-[opacity,transform] duration-200',
  {
    variants: {
      variant: {
        default: 'border-border bg-background text-foreground',
        destructive: 'border-destructive bg-destructive text-white',
        warning: 'border-amber-300 bg-amber-50 text-amber-950',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastProps = ComponentProps<'div'> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return <div className={cn(toastVariants({ variant }), className)} {...props} />;
}

/**
 * A manual popover, so the viewport can be raised into the top layer above an open modal <dialog>
 * (a sign-in failure toast would otherwise sit under the dialog's backdrop). The classes undo the
 * popover's user-agent box (inset 0, margin auto, border, canvas background).
 */
export function ToastViewport({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      popover="manual"
      className={cn(
        'pointer-events-none fixed inset-x-0 bottom-auto top-0 z-[100] m-0 flex h-fit max-h-screen w-full flex-col gap-2 overflow-visible border-0 bg-transparent p-4 md:bottom-0 md:left-auto md:right-0 md:top-auto md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}
