import { cn } from '@/lib/utils';

/** Two overlapping rings: two people converging on one place (index.html's boot splash draws the same mark, before any script). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn('size-10', className)} aria-hidden focusable="false">
      <rect width="64" height="64" rx="16" fill="#e11d48" />
      <circle cx="25" cy="32" r="13" fill="none" stroke="#fff" strokeWidth="5" />
      <circle cx="39" cy="32" r="13" fill="none" stroke="#fff" strokeWidth="5" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="text-2xl font-bold tracking-tight">Converge</span>
    </span>
  );
}
