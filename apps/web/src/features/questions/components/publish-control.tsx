import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useSnackbar } from '@/components/ui/snackbar';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import type { AdminSet } from '../api/types';
import { useUpdateSet } from '../api/update-set';

/** Whether students see the set, said in words and colour, with the one button that flips it. */
export function PublishControl({ set }: { set: AdminSet }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const update = useUpdateSet();
  const incomplete = set.questionCount < set.templateQuestions;
  const toggle = () =>
    update.mutate(
      { setId: set.id, patch: { published: !set.published } },
      {
        onSuccess: (s) =>
          snackbar.show(t(s.published ? 'testUpload.publish.doneOn' : 'testUpload.publish.doneOff')),
      },
    );
  return (
    <div
      className={cn(
        'flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center',
        set.published ? 'border-success-200 bg-success-50' : 'border-slate-200 bg-slate-50',
      )}
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span
            className={cn(
              'rounded-full px-3 py-0.5 text-sm font-semibold',
              set.published ? 'bg-success-700 text-white' : 'bg-slate-600 text-white',
            )}
          >
            {t(set.published ? 'testUpload.publish.live' : 'testUpload.publish.hidden')}
          </span>
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {t(set.published ? 'testUpload.publish.liveHint' : 'testUpload.publish.hiddenHint')}
        </p>
        {!set.published && incomplete && (
          <p className="mt-1 text-sm font-medium text-warning-800">
            {t('testUpload.publish.incomplete', { count: set.questionCount, total: set.templateQuestions })}
          </p>
        )}
        {update.isError && (
          <p role="alert" className="mt-1 text-sm font-medium text-error-700">
            {errorMessage(update.error)}
          </p>
        )}
      </div>
      <Button
        variant={set.published ? 'secondary' : 'primary'}
        loading={update.isPending}
        onClick={toggle}
        className="shrink-0"
      >
        {t(set.published ? 'testUpload.publish.unpublish' : 'testUpload.publish.publish')}
      </Button>
    </div>
  );
}
