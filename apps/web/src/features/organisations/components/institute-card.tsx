import { type AdminOrganisation, assignAdminInputSchema } from '@abhyas/core';
import { UserRound, Users } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, FormError } from '@/components/ui/alert';
import { AppForm } from '@/components/ui/app-form';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { useSnackbar } from '@/components/ui/snackbar';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { useForm } from '@/lib/use-form';
import { useChangeOrganisation } from '../api/change-organisation';
import { ItemHeading } from './item-heading';

/** One institute for platform admins: suspend or lift, its admins (make one a member), add an admin. */
export function InstituteCard({ organisation: o }: { organisation: AdminOrganisation }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const change = useChangeOrganisation();
  const suspendKind = o.suspended ? 'lift-suspension' : 'suspend';
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <ItemHeading
        item={o}
        chip={o.suspended && <Chip color="warning">{t('organisations.manage.suspendedChip')}</Chip>}
      />
      <p className="inline-flex items-center gap-1.5 text-slate-800">
        <Users aria-hidden="true" className="size-4" />
        {t('organisations.manage.members', { count: o.memberCount })}
      </p>
      <div>
        <h4 className="font-semibold">{t('organisations.manage.admins')}</h4>
        {o.admins.length === 0 ? (
          <p className="text-sm text-slate-600">{t('organisations.manage.noAdmins')}</p>
        ) : (
          <ul className="mt-1 flex flex-col gap-1">
            {o.admins.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="inline-flex min-w-0 items-center gap-1.5 break-words">
                  <UserRound aria-hidden="true" className="size-4 shrink-0" />
                  {a.name} <span className="text-sm text-slate-600">@{a.username}</span>
                </span>
                <Button
                  variant="ghost"
                  disabled={change.isPending}
                  onClick={() =>
                    change.mutate(
                      { kind: 'demote', id: o.id, userId: a.id },
                      { onSuccess: () => snackbar.show(t('organisations.manage.demoted', { name: a.name })) },
                    )
                  }
                >
                  {t('organisations.manage.demote')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <AssignAdmin id={o.id} />
      {change.isError && <Alert variant="error">{errorMessage(change.error)}</Alert>}
      <div>
        <Button
          variant="secondary"
          loading={change.isPending && change.variables?.kind === suspendKind}
          onClick={() =>
            change.mutate(
              { kind: suspendKind, id: o.id },
              {
                onSuccess: () =>
                  snackbar.show(
                    t(o.suspended ? 'organisations.manage.lifted' : 'organisations.manage.suspendedDone', {
                      name: o.name,
                    }),
                  ),
              },
            )
          }
        >
          {o.suspended ? t('organisations.manage.lift') : t('organisations.manage.suspend')}
        </Button>
        {!o.suspended && (
          <p className="mt-1 text-sm text-slate-600">{t('organisations.manage.suspendHint')}</p>
        )}
      </div>
    </li>
  );
}

/** "Make an admin": a username or email; one of another institute is refused until they leave it. */
function AssignAdmin({ id }: { id: string }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const form = useForm({ identifier: '' });
  const change = useChangeOrganisation();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate(assignAdminInputSchema, form.values);
    if (!input) return;
    change.mutate(
      { kind: 'assign', id, identifier: input.identifier },
      {
        onSuccess: () => {
          form.reset();
          snackbar.show(t('organisations.manage.assigned'));
        },
        onError: form.showServerError,
      },
    );
  }

  return (
    <AppForm
      ref={form.formRef}
      onSubmit={onSubmit}
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <div className="flex flex-col gap-2 sm:flex-1">
        <FormError message={form.formError} />
        <TextField
          label={t('organisations.manage.assignLabel')}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...form.bind('identifier')}
        />
      </div>
      <Button type="submit" variant="secondary" loading={change.isPending} className="sm:mt-8">
        {t('organisations.manage.assign')}
      </Button>
    </AppForm>
  );
}
