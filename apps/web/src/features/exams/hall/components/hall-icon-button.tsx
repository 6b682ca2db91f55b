import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

interface HallIconButtonProps
  extends Omit<ComponentProps<typeof Button>, 'children' | 'aria-label' | 'className'> {
  icon: LucideIcon;
  /** The accessible name, also shown beside the icon from `sm` up. */
  label: string;
}

/**
 * A header button of the hall (question paper, palette): only the icon on a phone, where the row is
 * tight, and the label beside it from `sm` up; the label is always its accessible name and it keeps
 * the 48 px target. Other props (and the ref) pass through, as Radix `asChild` triggers need them.
 */
export function HallIconButton({ icon: Icon, label, ...rest }: HallIconButtonProps) {
  return (
    <Button className="min-h-12 min-w-12 px-2! text-sm! sm:px-3!" aria-label={label} {...rest}>
      <Icon aria-hidden="true" className="size-5 sm:size-4" />
      <span className="hidden sm:inline">{label}</span>
    </Button>
  );
}
