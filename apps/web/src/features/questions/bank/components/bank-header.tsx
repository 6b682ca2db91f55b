import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The page title, with the way back one level up (topic → subject → bank) when there is one. */
export function BankHeader({
  title,
  lead,
  back,
}: {
  title: string;
  lead?: ReactNode;
  back?: { to: string; label: string };
}) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-col gap-1">
      {back && (
        <Link
          to={back.to}
          className="-ml-2 inline-flex min-h-12 w-fit items-center gap-1 rounded-lg px-2 text-primary-700 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">{t('questions.back')} </span>
          {back.label}
        </Link>
      )}
      <h1 className="text-2xl leading-snug font-bold text-primary-900 sm:text-3xl">{title}</h1>
      {lead && <p className="leading-relaxed text-slate-700">{lead}</p>}
    </header>
  );
}
