import { organisationRequestInputSchema } from '@abhyas/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/page-states';
import { PageMeta } from '@/components/seo/page-meta';
import { Alert, FormError } from '@/components/ui/alert';
import { AppForm } from '@/components/ui/app-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMe } from '@/lib/api/get-me';
import { refreshClaims } from '@/lib/refresh-claims';
import { useStoredValue } from '@/lib/session';
import { useBringIntoView } from '@/lib/use-bring-into-view';
import { useForm } from '@/lib/use-form';
import { useMyRequests } from '../api/my-requests';
import { useSubmitRequest } from '../api/submit-request';
import { emptyInstitute, InstituteFields, toInstituteInput } from '../components/institute-fields';
import { RequestStatus } from '../components/request-status';

/**
 * /organization/register ("Register Your Institute", docs/institutes.md): the form, or where the
 * applicant's latest request stands. Seeing it approved renews the token, so the new claims
 * (orgRole admin, organizationId) reach the menus without signing out.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const mine = useMyRequests();
  const organizationId = useStoredValue('organizationId');
  const latest = mine.data?.data[0];
  const approvedId = latest?.status === 'approved' ? latest.organisation?.id : undefined;
  // The way in is offered once the renewed token names the institute: a tap before that would meet
  // the old claims and the admin gate would send the new admin home (the journey hit it). If the
  // renewal fails, the link shows anyway (the claims follow at the next refresh).
  const [renewFailed, setRenewFailed] = useState(false);
  useEffect(() => {
    if (approvedId && approvedId !== organizationId) void refreshClaims().then((ok) => setRenewFailed(!ok));
  }, [approvedId, organizationId]);
  const ready = !approvedId || approvedId === organizationId || renewFailed;
  // Only a request sent on this visit brings its status into view: opening the page does not scroll.
  const [sent, setSent] = useState(false);
  const statusHeading = useBringIntoView<HTMLHeadingElement>(sent && latest?.status === 'pending');

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <PageMeta
        title={t('organisations.register.title')}
        description={t('organisations.register.intro')}
        noindex
      />
      <header>
        <h1 className="text-2xl font-semibold">{t('organisations.register.title')}</h1>
        <p className="mt-1 leading-relaxed text-slate-700">{t('organisations.register.intro')}</p>
      </header>
      {mine.isPending ? (
        <LoadingState />
      ) : mine.isError ? (
        <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />
      ) : (
        <>
          {latest && <RequestStatus request={latest} headingRef={statusHeading} ready={ready} />}
          {latest?.status === 'pending' || latest?.status === 'approved' ? null : organizationId ? (
            <Alert variant="info">{t('organisations.register.alreadyMember')}</Alert>
          ) : (
            <RegisterForm again={latest?.status === 'rejected'} onSent={() => setSent(true)} />
          )}
        </>
      )}
    </div>
  );
}

function RegisterForm({ again, onSent }: { again: boolean; onSent: () => void }) {
  const { t } = useTranslation();
  const form = useForm(emptyInstitute);
  const submit = useSubmitRequest();
  // The account's own name and email are the likeliest contact: filled once, never over what was typed.
  const me = useMe();
  // biome-ignore lint/correctness/useExhaustiveDependencies: fills the fields once, when the account arrives
  useEffect(() => {
    if (!me.data) return;
    if (form.values.contactName === '') form.set('contactName', me.data.name);
    if (form.values.email === '') form.set('email', me.data.email);
  }, [me.data]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate(organisationRequestInputSchema, toInstituteInput(form.values));
    if (!input) return;
    submit.mutate(toInstituteInput(form.values), { onSuccess: onSent, onError: form.showServerError });
  }

  return (
    <Card>
      <h2 className="text-xl font-semibold">
        {again ? t('organisations.register.againHeading') : t('organisations.register.formHeading')}
      </h2>
      <AppForm ref={form.formRef} onSubmit={onSubmit} className="mt-5 flex flex-col gap-5">
        <FormError message={form.formError} />
        <InstituteFields bind={form.bind} />
        <Button type="submit" fullWidth loading={submit.isPending}>
          {t('organisations.register.submit')}
        </Button>
      </AppForm>
    </Card>
  );
}
