import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/cn';

/** An in-app text link that is still a 48 px touch target. */
export function TextLink({ className, ...rest }: LinkProps) {
  return (
    <Link
      className={cn(
        'inline-flex min-h-12 items-center font-semibold text-primary-700 underline-offset-4 hover:underline',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
        className,
      )}
      {...rest}
    />
  );
}
