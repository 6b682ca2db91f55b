import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface DrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opens it (rendered as Dialog.Trigger's child). */
  trigger: ReactNode;
  title: string;
  closeLabel: string;
  children: ReactNode;
  side?: 'left' | 'right';
  /** Where focus goes on closing; by default back to the trigger (call preventDefault to move it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** A panel that slides in from the side on phones: a Radix dialog, so focus and Escape work. */
export function Drawer({
  open,
  onOpenChange,
  trigger,
  title,
  closeLabel,
  children,
  side = 'left',
  onCloseAutoFocus,
}: DrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        {/* z-50 like dialogs: a drawer opened from the full-screen exam hall (z-45) dims it too. */}
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
          className={cn(
            'fixed inset-y-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-white shadow-xl',
            side === 'left' ? 'left-0' : 'right-0',
          )}
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={closeLabel}
              className="inline-flex size-12 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-3">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
