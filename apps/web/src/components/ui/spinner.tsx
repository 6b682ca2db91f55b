import { cn } from '@/lib/cn';

interface SpinnerProps {
  /** When given, the spinner announces itself (role=status); without it, it is decoration. */
  label?: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  const svg = (
    <svg className={cn('size-5 animate-spin', className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return svg;
  return (
    <span role="status" className="inline-flex">
      {svg}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The centred spinner shown while a page (a lazy route module) or its data loads. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[50dvh] w-full items-center justify-center text-primary-700">
      <Spinner label={label} className="size-10" />
    </div>
  );
}
