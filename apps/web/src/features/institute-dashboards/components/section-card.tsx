import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** A card of the institute's pages: its heading (with an icon) names the region. */
export function SectionCard({
  id,
  icon: Icon,
  title,
  children,
  className = 'gap-3',
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card aria-labelledby={id} className={`flex flex-col ${className}`}>
      <h2 id={id} className="flex items-center gap-2 text-xl font-semibold">
        <Icon aria-hidden="true" className="size-5 text-primary-700" />
        {title}
      </h2>
      {children}
    </Card>
  );
}
