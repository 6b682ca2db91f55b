import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '@/components/ui/snackbar';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import type { AdminUser } from '../api/admin-users';
import { useUpdateAccommodations } from '../api/update-accommodations';

/** One account with its compensatory-time switch; the switch is the whole right-hand block. */
export function CandidateRow({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const id = useId();
  const snackbar = useSnackbar();
  const update = useUpdateAccommodations();
  const on = update.isPending
    ? (update.variables?.compensatoryTime ?? user.compensatoryTime)
    : user.compensatoryTime;
  const toggle = () =>
    update.mutate(
      { userId: user.id, compensatoryTime: !user.compensatoryTime },
      {
        onSuccess: (r) =>
          snackbar.show(
            t(
              r.compensatoryTime ? 'testUpload.candidates.grantedFor' : 'testUpload.candidates.withdrawnFor',
              {
                name: user.name,
              },
            ),
          ),
      },
    );
  return (
    <article
      aria-labelledby={`${id}-name`}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1">
        <p id={`${id}-name`} className="break-words font-semibold text-slate-900">
          {user.name}
        </p>
        <p className="break-all text-sm text-slate-600">
          @{user.username} · {user.email}
        </p>
        <p className="mt-1 flex flex-wrap gap-1.5 text-xs font-semibold">
          {user.role === 'admin' && (
            <span className="rounded-full bg-primary-100 px-2 py-0.5 text-primary-800">
              {t('testUpload.candidates.admin')}
            </span>
          )}
          {user.disabled && (
            <span className="rounded-full bg-slate-200 px-2 py-0.5 text-slate-800">
              {t('testUpload.candidates.disabled')}
            </span>
          )}
          {user.compensatoryTime && (
            <span className="rounded-full bg-info-100 px-2 py-0.5 text-info-800">
              {t('testUpload.candidates.hasTime')}
            </span>
          )}
        </p>
      </div>
      <div className="flex flex-col gap-1 sm:w-80 sm:shrink-0">
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-describedby={`${id}-hint`}
          disabled={update.isPending}
          onClick={toggle}
          className={cn(
            'flex min-h-12 items-center justify-between gap-3 rounded-lg border px-3 py-2 text-left',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
            'disabled:cursor-wait disabled:opacity-70',
            on ? 'border-primary-300 bg-primary-50' : 'border-slate-300 bg-white hover:bg-slate-50',
          )}
        >
          <span className="text-sm font-semibold text-slate-900">{t('testUpload.candidates.toggle')}</span>
          <span
            aria-hidden="true"
            className={cn(
              'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
              on ? 'bg-primary-700' : 'bg-slate-400',
            )}
          >
            <span
              className={cn(
                'inline-block size-5 rounded-full bg-white shadow transition-transform',
                on ? 'translate-x-6' : 'translate-x-1',
              )}
            />
          </span>
        </button>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t('testUpload.candidates.toggleHint')}
        </p>
        {update.isError && (
          <p role="alert" className="text-sm font-medium text-error-700">
            {errorMessage(update.error)}
          </p>
        )}
      </div>
    </article>
  );
}
