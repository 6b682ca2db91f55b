import { type AdminOrganisation, createOrganisationInputSchema } from '@abhyas/core';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlatformAdminOnly } from '@/components/platform-admin-only';
import { PageMeta } from '@/components/seo/page-meta';
import { FormError } from '@/components/ui/alert';
import { AppForm } from '@/components/ui/app-form';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { useBringIntoView } from '@/lib/use-bring-into-view';
import { useForm } from '@/lib/use-form';
import { useCreateOrganisation } from '../api/create-organisation';
import { emptyInstitute, InstituteFields, toInstituteInput } from '../components/institute-fields';
import { adminOnlyTexts } from './manage-page';

/** /organization/create: a platform admin creates an institute and, optionally, names its first admin. */
export function CreatePage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageMeta
        title={t('organisations.create.title')}
        description={t('organisations.create.intro')}
        noindex
      />
      <PlatformAdminOnly texts={adminOnlyTexts(t)}>
        <CreateForm />
      </PlatformAdminOnly>
    </div>
  );
}

function CreateForm() {
  const { t } = useTranslation();
  const form = useForm({ ...emptyInstitute, admin: '' });
  const create = useCreateOrganisation();
  const [made, setMade] = useState<AdminOrganisation | null>(null);
  const heading = useBringIntoView<HTMLHeadingElement>(made !== null);

  const toInput = () => {
    const { admin, ...details } = form.values;
    return { ...toInstituteInput(details), ...(admin.trim() ? { admin } : {}) };
  };
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.validate(createOrganisationInputSchema, toInput())) return;
    create.mutate(toInput(), { onSuccess: setMade, onError: form.showServerError });
  }

  if (made)
    return (
      <Card className="flex flex-col items-center gap-3 text-center" role="status">
        <CircleCheck aria-hidden="true" className="size-14 text-success-600" />
        <h1 ref={heading} tabIndex={-1} className="scroll-mt-20 text-2xl font-semibold focus:outline-none">
          {t('organisations.create.done', { name: made.name })}
        </h1>
        <p className="text-slate-700">
          {made.admins[0]
            ? t('organisations.create.doneAdmin', { name: made.admins[0].name })
            : t('organisations.create.doneNoAdmin')}
        </p>
        <div className="mt-2 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
          <Button
            variant="secondary"
            onClick={() => {
              form.reset();
              setMade(null);
            }}
          >
            {t('organisations.create.another')}
          </Button>
          <Link to="/organization/manage" className={buttonClasses('primary')}>
            {t('organisations.create.toManage')}
          </Link>
        </div>
      </Card>
    );

  return (
    <Card>
      <h1 className="text-2xl font-semibold">{t('organisations.create.title')}</h1>
      <p className="mt-1 text-slate-700">{t('organisations.create.intro')}</p>
      <AppForm ref={form.formRef} onSubmit={onSubmit} className="mt-5 flex flex-col gap-5">
        <FormError message={form.formError} />
        <InstituteFields bind={form.bind} />
        <TextField
          label={t('organisations.create.admin')}
          hint={t('organisations.create.adminHint')}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...form.bind('admin')}
        />
        <Button type="submit" fullWidth loading={create.isPending}>
          {t('organisations.create.submit')}
        </Button>
      </AppForm>
    </Card>
  );
}
