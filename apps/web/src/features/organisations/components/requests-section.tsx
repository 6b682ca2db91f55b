import type { AdminOrganisationRequest, OrganisationRequestStatus } from '@abhyas/core';
import { Mail, Phone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { Pager } from '@/components/pager';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { useSnackbar } from '@/components/ui/snackbar';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useApproveRequest } from '../api/decide-request';
import { useRequestList } from '../api/list-requests';
import { ItemHeading } from './item-heading';
import { FilterChips } from './list-controls';
import { RejectDialog } from './reject-dialog';

type Filter = 'all' | OrganisationRequestStatus;
const filters: Filter[] = ['all', 'pending', 'approved', 'rejected'];
const statusColor = { pending: 'info', approved: 'success', rejected: 'error' } as const;

/** The "Requests" tab: every request, pending first; approve, or reject with a reason. */
export function RequestsSection() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const list = useRequestList({ page, ...(filter === 'all' ? {} : { status: filter }) });
  return (
    <section aria-labelledby="requests-heading" className="flex flex-col gap-4">
      <h2 id="requests-heading" className="sr-only">
        {t('organisations.manage.tabs.requests')}
      </h2>
      <FilterChips
        legend={t('organisations.manage.filterLabel')}
        options={filters.map((f) => ({ value: f, label: t(`organisations.manage.filters.${f}`) }))}
        value={filter}
        onChange={(f) => {
          setFilter(f as Filter);
          setPage(1);
        }}
      />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState title={t('organisations.manage.noRequests')} />
      ) : (
        <ul className="flex flex-col gap-3">
          {list.data.data.map((r) => (
            <RequestItem key={r.id} request={r} />
          ))}
        </ul>
      )}
      {list.data && (
        <Pager page={page} pages={list.data.meta.pages} onPage={setPage} texts="organisations.manage" />
      )}
    </section>
  );
}

function RequestItem({ request: r }: { request: AdminOrganisationRequest }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const snackbar = useSnackbar();
  const approve = useApproveRequest();
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <ItemHeading
        item={r}
        chip={<Chip color={statusColor[r.status]}>{t(`organisations.manage.filters.${r.status}`)}</Chip>}
      />
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-slate-600">{t('organisations.manage.applicant')}: </dt>
          <dd className="inline break-words font-medium">
            {r.applicant.name} (@{r.applicant.username})
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-600">{t('organisations.fields.contactName')}: </dt>
          <dd className="inline break-words font-medium">{r.contactName}</dd>
        </div>
        <div>
          <dt className="inline text-slate-600">{t('organisations.fields.expectedStudents')}: </dt>
          <dd className="inline font-medium">
            {r.expectedStudents.toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN')}
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-600">{t('organisations.manage.sent')}: </dt>
          <dd className="inline font-medium">{formatDateTime(r.createdAt, lang)}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <a
          href={`tel:${r.phone}`}
          className="inline-flex min-h-12 items-center gap-1.5 font-medium text-primary-700 underline"
        >
          <Phone aria-hidden="true" className="size-4" />
          {r.phone}
        </a>
        <a
          href={`mailto:${r.email}`}
          className="inline-flex min-h-12 min-w-0 items-center gap-1.5 break-all font-medium text-primary-700 underline"
        >
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {r.email}
        </a>
      </div>
      {r.status === 'rejected' && r.reason && (
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
          <span className="font-semibold">{t('organisations.status.reason')}: </span>
          {r.reason}
        </p>
      )}
      {r.status === 'pending' && r.applicant.inInstitute && (
        <Alert variant="warning">{t('organisations.manage.applicantInInstitute')}</Alert>
      )}
      {approve.isError && <Alert variant="error">{errorMessage(approve.error)}</Alert>}
      {r.status === 'pending' && (
        <div className="flex flex-wrap gap-3">
          <Button
            loading={approve.isPending}
            onClick={() =>
              approve.mutate(r.id, {
                onSuccess: () => snackbar.show(t('organisations.manage.approved', { name: r.name })),
              })
            }
          >
            {t('organisations.manage.approve')}
          </Button>
          <RejectDialog
            id={r.id}
            name={r.name}
            onDone={() => snackbar.show(t('organisations.manage.rejected', { name: r.name }))}
          />
        </div>
      )}
    </li>
  );
}
