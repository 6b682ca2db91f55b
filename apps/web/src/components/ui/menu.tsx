import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const Menu = DropdownMenu.Root;
export const MenuTrigger = DropdownMenu.Trigger;

/** The floating panel of a dropdown menu, aligned under its trigger. */
export function MenuContent({ className, children, ...rest }: ComponentProps<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        collisionPadding={8}
        className={cn(
          'z-50 min-w-56 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-200 bg-white p-1 shadow-lg',
          className,
        )}
        {...rest}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}

const itemClasses =
  'flex min-h-12 cursor-pointer select-none items-center gap-3 rounded-md px-3 text-base text-slate-800 outline-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-800';

interface MenuItemProps extends ComponentProps<typeof DropdownMenu.Item> {
  icon?: ReactNode;
}

export function MenuItem({ className, icon, children, ...rest }: MenuItemProps) {
  return (
    <DropdownMenu.Item className={cn(itemClasses, className)} {...rest}>
      {icon}
      {children}
    </DropdownMenu.Item>
  );
}

export function MenuLabel({ className, ...rest }: ComponentProps<typeof DropdownMenu.Label>) {
  return (
    <DropdownMenu.Label
      className={cn('px-3 py-2 text-sm font-semibold text-slate-600', className)}
      {...rest}
    />
  );
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />;
}
