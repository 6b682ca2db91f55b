import type { OrganisationRequest } from '@abhyas/core';
import { CircleCheck, CircleX, Hourglass } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';

/** Where a request stands, as its applicant reads it: waiting, approved (with the way in) or rejected (why). */
export function RequestStatus({
  request,
  headingRef,
  ready = true,
}: {
  request: OrganisationRequest;
  headingRef?: Ref<HTMLHeadingElement>;
  /** False while the token is being renewed with the new institute's claims. */
  ready?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const { status } = request;
  const Icon = status === 'pending' ? Hourglass : status === 'approved' ? CircleCheck : CircleX;
  const tone =
    status === 'pending' ? 'text-info-700' : status === 'approved' ? 'text-success-600' : 'text-error-700';
  return (
    <Card className="flex flex-col gap-3" aria-live="polite">
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className={`mt-1 size-8 shrink-0 ${tone}`} />
        <div className="min-w-0">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-20 text-xl font-semibold focus:outline-none"
          >
            {t(`organisations.status.${status}.title`)}
          </h2>
          <p className="mt-1 break-words font-medium text-slate-900">{request.name}</p>
          <p className="text-sm text-slate-600">
            {t('organisations.status.sentOn', { date: formatDateTime(request.createdAt, lang) })}
          </p>
        </div>
      </div>
      <p className="leading-relaxed text-slate-700">{t(`organisations.status.${status}.body`)}</p>
      {status === 'rejected' && request.reason && (
        <blockquote className="rounded-lg border-l-4 border-error-300 bg-error-50 px-4 py-3 text-slate-800">
          <span className="block text-sm font-semibold text-error-800">
            {t('organisations.status.reason')}
          </span>
          <span className="break-words">{request.reason}</span>
        </blockquote>
      )}
      {status === 'approved' &&
        (ready ? (
          <Link to="/organization/admin-dashboard" className={buttonClasses('primary')}>
            {t('organisations.status.approved.open')}
          </Link>
        ) : (
          <p role="status" className="text-slate-700">
            {t('organisations.status.approved.preparing')}
          </p>
        ))}
    </Card>
  );
}
