import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (a Button); rendered through Radix's Trigger with asChild. */
  trigger?: ReactNode;
  /** Already translated; the dialog's accessible name. */
  title: string;
  /** Already translated; read out after the title. Visually hidden when `hideDescription` is set. */
  description?: string;
  hideDescription?: boolean;
  /** Already translated label of the close (×) button. */
  closeLabel: string;
  /** `wide` for media (a video), `default` for text and forms. */
  size?: 'default' | 'wide';
  children?: ReactNode;
}

/**
 * A modal dialog on Radix: focus is trapped inside and returns to the trigger on close, Escape and
 * a tap outside close it, and the page behind does not scroll. On phones it fills the width.
 */
export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  hideDescription = false,
  closeLabel,
  size = 'default',
  children,
}: DialogProps) {
  return (
    <RadixDialog.Root {...(open === undefined ? {} : { open })} {...(onOpenChange ? { onOpenChange } : {})}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/70" />
        <RadixDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2',
            'overflow-y-auto rounded-lg bg-white p-4 shadow-xl focus:outline-none sm:p-6',
            size === 'wide' ? 'max-w-3xl' : 'max-w-lg',
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="mb-3 flex items-start justify-between gap-3">
            <RadixDialog.Title className="pt-2 text-lg font-bold text-slate-900 sm:text-xl">
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label={closeLabel}
              className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600"
            >
              <X aria-hidden="true" className="size-6" />
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className={cn('mb-3 text-slate-700', hideDescription && 'sr-only')}>
              {description}
            </RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
