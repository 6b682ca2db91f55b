import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Links to the neighbouring screens (sign up, back to sign in). */
  footer?: ReactNode;
}

export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-md">
      <title>{`${title} · ${t('common.appName')}`}</title>
      <Card>
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </Card>
      {footer && (
        <div className="mt-4 flex flex-wrap items-center justify-center gap-x-2 text-slate-700">{footer}</div>
      )}
    </div>
  );
}
