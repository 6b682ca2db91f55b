import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type AlertVariant = 'error' | 'success' | 'info' | 'warning';

const styles: Record<AlertVariant, string> = {
  error: 'border-error-200 bg-error-50 text-error-800',
  success: 'border-success-200 bg-success-50 text-success-800',
  info: 'border-info-200 bg-info-50 text-info-800',
  warning: 'border-warning-200 bg-warning-50 text-warning-800',
};

const icons = { error: CircleAlert, success: CircleCheck, info: Info, warning: TriangleAlert };

interface AlertProps {
  variant?: AlertVariant;
  children: ReactNode;
  className?: string;
}

/** Errors interrupt a screen reader (role=alert); other news waits its turn (role=status). */
export function Alert({ variant = 'info', children, className }: AlertProps) {
  const Icon = icons[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-2.5 rounded-lg border px-4 py-3', styles[variant], className)}
    >
      <Icon aria-hidden="true" className="mt-1 size-5 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

/** The error of a whole form (not of one field); renders nothing when there is none. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return <Alert variant="error">{message}</Alert>;
}
