import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Every form of the app. On a prerendered page the HTML paints before the JavaScript arrives; until
 * it does, the fields are disabled (what a student typed would be lost when the app takes over) and
 * `method="post"` keeps a stray native submit from putting a password in the address bar and logs.
 */
export function AppForm({ className, children, ...form }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return (
    <form method="post" noValidate {...form}>
      <fieldset
        disabled={!hydrated}
        aria-busy={!hydrated}
        className={cn('m-0 min-w-0 border-0 p-0', className)}
      >
        {children}
      </fieldset>
    </form>
  );
}
