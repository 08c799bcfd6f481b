import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const badgeVariants = cva('inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold [&_svg]:size-3.5', {
  variants: {
    variant: {
      dating: 'bg-primary-soft text-primary-text',
      pro: 'bg-pro-soft text-pro-text',
      success: 'bg-success-soft text-success',
      muted: 'bg-muted text-muted-foreground',
      outline: 'border text-muted-foreground',
    },
  },
  defaultVariants: { variant: 'muted' },
});

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
