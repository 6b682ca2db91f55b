import { organisationRules, rejectRequestInputSchema } from '@abhyas/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/ui/alert';
import { AppForm } from '@/components/ui/app-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useForm } from '@/lib/use-form';
import { useRejectRequest } from '../api/decide-request';

/** Rejecting asks for the reason the applicant will read in their notification. */
export function RejectDialog({ id, name, onDone }: { id: string; name: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const form = useForm({ reason: '' });
  const reject = useRejectRequest();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate(rejectRequestInputSchema, form.values);
    if (!input) return;
    reject.mutate(
      { id, reason: input.reason },
      {
        onSuccess: () => {
          setOpen(false);
          form.reset();
          onDone();
        },
        onError: form.showServerError,
      },
    );
  }

  const reason = form.bind('reason');
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="secondary">{t('organisations.manage.reject')}</Button>}
      title={t('organisations.manage.rejectTitle', { name })}
      description={t('organisations.manage.rejectDescription')}
      closeLabel={t('organisations.manage.close')}
    >
      <AppForm ref={form.formRef} onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormError message={form.formError} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`reason-${id}`} className="font-semibold text-slate-800">
            {t('organisations.manage.reason')}
          </label>
          <textarea
            id={`reason-${id}`}
            rows={4}
            maxLength={organisationRules.reason.max}
            aria-invalid={reason.error ? true : undefined}
            aria-describedby={reason.error ? `reason-${id}-error` : undefined}
            className="w-full rounded-lg border border-slate-400 bg-white px-3.5 py-3 text-base focus:border-primary-600 focus:outline-none focus:ring-3 focus:ring-primary-100"
            name={reason.name}
            value={reason.value}
            onChange={reason.onChange}
          />
          {reason.error && (
            <p id={`reason-${id}-error`} className="text-sm font-medium text-error-700">
              {reason.error}
            </p>
          )}
        </div>
        <Button type="submit" loading={reject.isPending}>
          {t('organisations.manage.rejectConfirm')}
        </Button>
      </AppForm>
    </Dialog>
  );
}
