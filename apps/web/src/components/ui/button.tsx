import type { ComponentProps } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary-700 text-white shadow-sm hover:bg-primary-800 active:bg-primary-900',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 active:bg-slate-200',
  ghost: 'text-primary-700 hover:bg-primary-50 active:bg-primary-100',
};

/** Shared with links that look like buttons, so both keep the 48 px touch target. */
export function buttonClasses(variant: ButtonVariant = 'primary', fullWidth = false): string {
  return cn(
    'inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-lg px-5 text-base font-semibold',
    'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
    'disabled:cursor-not-allowed disabled:opacity-70',
    variants[variant],
    fullWidth && 'w-full',
  );
}

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  fullWidth?: boolean;
  /** Shows a spinner and blocks further presses, e.g. while a form is being sent. */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  fullWidth = false,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(buttonClasses(variant, fullWidth), className)}
      {...rest}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
