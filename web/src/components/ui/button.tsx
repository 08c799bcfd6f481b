import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

// touch-target (index.css): a small button still answers a tap on 44×44 px.
export const buttonVariants = cva(
  'touch-target inline-flex items-center justify-center gap-2 rounded-xl text-center text-sm font-semibold transition-colors duration-150 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        pro: 'bg-pro text-pro-foreground hover:bg-pro/90',
        secondary: 'bg-muted text-foreground hover:bg-muted/80',
        outline: 'border border-input bg-transparent text-foreground hover:bg-muted',
        ghost: 'text-foreground hover:bg-muted',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        link: 'text-primary-text underline-offset-4 hover:underline',
      },
      size: {
        // min-h: a label that wraps at large text sizes grows the button instead of spilling out.
        default: 'min-h-11 px-4 py-1',
        sm: 'min-h-9 px-3 py-1 text-xs',
        lg: 'min-h-12 px-6 py-1 text-base',
        // 44 CSS px, not rem: an icon needs no more room when the text is larger, the words around it do.
        icon: 'size-[44px]',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      className={cn(buttonVariants({ variant, size }), className)}
      // Buttons inside forms should not submit unless asked to.
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
}
