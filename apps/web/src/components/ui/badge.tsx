import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

const badgeVariants = cva('inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium [&_svg]:size-3.5', {
  variants: {
    variant: {
      default: 'border-primary/20 bg-primary/10 text-primary',
      outline: 'border-border bg-background text-foreground',
      success: 'border-emerald-600/20 bg-emerald-50 text-emerald-800',
    },
  },
  defaultVariants: { variant: 'default' },
});

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
