import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { PageMeta } from '@/components/seo/page-meta';
import { Button, buttonClasses } from '@/components/ui/button';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useReceipt } from '../api/get-receipt';

/** /purchase/receipt/{id}: a printable receipt of one chosen plan (its owner's, or the institute admins'). */
export function ReceiptPage() {
  const { t, i18n } = useTranslation();
  const lang = useUiLanguage();
  const { subscriptionId = '' } = useParams();
  const receipt = useReceipt(subscriptionId);
  const back = (
    <Link to="/purchase" className={buttonClasses('secondary')}>
      {t('plans.receipt.back')}
    </Link>
  );
  if (receipt.isPending) return <LoadingState />;
  if (receipt.error || !receipt.data)
    return (
      <div className="mx-auto max-w-xl px-4 py-6">
        <ErrorState
          error={receipt.error}
          onRetry={() => void receipt.refetch()}
          notFound={<EmptyState title={t('plans.receipt.notFound')} action={back} />}
        />
      </div>
    );
  const r = receipt.data;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-IN' : 'hi-IN', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Asia/Kolkata',
    }).format(new Date(iso));
  const rows: [string, string][] = [
    [t('plans.receipt.number'), r.receiptNumber],
    [t('plans.receipt.plan'), r.planName[lang]],
    [t(`plans.receipt.payer.${r.payer.kind}`), r.payer.name],
    [t('plans.receipt.amount'), `₹${(r.amountPaise / 100).toFixed(2)} (${r.currency})`],
    [t('plans.receipt.status'), t(`plans.receipt.statuses.${r.status}`)],
    [t('plans.receipt.issued'), when(r.issuedAt)],
    ...(r.endedAt ? [[t('plans.receipt.ended'), when(r.endedAt)] as [string, string]] : []),
    [t('plans.receipt.reference'), r.paymentReference],
  ];
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-6">
      <PageMeta title={t('plans.receipt.title')} description={t('plans.meta.description')} noindex />
      <article className="rounded-lg border border-slate-300 bg-white p-5 shadow-sm print:border-0 print:shadow-none">
        <h1 className="text-xl font-bold text-slate-900">{t('plans.receipt.title')}</h1>
        <p className="text-slate-600">Abhyas · {t('plans.receipt.free')}</p>
        <dl className="mt-4 divide-y divide-slate-200">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-medium break-all text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </article>
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-5" />
          {t('plans.receipt.print')}
        </Button>
        {back}
      </div>
    </div>
  );
}
