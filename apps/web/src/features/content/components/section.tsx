import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface SectionProps {
  id: string;
  title: string;
  /** A short line above the heading. */
  eyebrow?: string;
  intro?: string;
  className?: string;
  children?: ReactNode;
}

/** A landing section: its own h2, so a screen reader can jump from section to section. */
export function Section({ id, title, eyebrow, intro, className, children }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className={cn('py-8 sm:py-12', className)}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{eyebrow}</p>}
      <h2 id={headingId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-2 max-w-2xl text-slate-700">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

interface FeatureCardProps {
  icon: ReactNode;
  title: string;
  body?: string;
  /** A footer link or action, e.g. a TextLink. */
  action?: ReactNode;
}

export function FeatureCard({ icon, title, body, action }: FeatureCardProps) {
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <span
        aria-hidden="true"
        className="inline-flex size-11 items-center justify-center rounded-lg bg-primary-50 text-primary-700"
      >
        {icon}
      </span>
      <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
      {body && <p className="mt-1 text-slate-700">{body}</p>}
      {action && <div className="mt-auto pt-2">{action}</div>}
    </li>
  );
}
