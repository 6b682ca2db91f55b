import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type ChipColor = 'default' | 'success' | 'warning' | 'error' | 'info' | 'primary';

const colors: Record<ChipColor, string> = {
  default: 'border-slate-300 bg-slate-50 text-slate-800',
  success: 'border-success-200 bg-success-50 text-success-800',
  warning: 'border-warning-200 bg-warning-50 text-warning-800',
  error: 'border-error-200 bg-error-50 text-error-800',
  info: 'border-info-200 bg-info-50 text-info-800',
  primary: 'border-primary-200 bg-primary-50 text-primary-800',
};

/** A small label (a difficulty, a category); not a control. Colours as ../shared UI.md's status colours. */
export function Chip({
  color = 'default',
  children,
  className,
}: {
  color?: ChipColor;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      data-color={color}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium',
        colors[color],
        className,
      )}
    >
      {children}
    </span>
  );
}
