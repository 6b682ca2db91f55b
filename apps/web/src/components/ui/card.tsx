import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...rest }: ComponentProps<'section'>) {
  return (
    <section
      className={cn('rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8', className)}
      {...rest}
    />
  );
}
