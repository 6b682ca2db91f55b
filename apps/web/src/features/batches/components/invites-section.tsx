import { batchRules, createInviteRequestSchema, type InviteRole } from '@abhyas/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/page-states';
import { FormError } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useBatches } from '../api/batches';
import { useCreateInvite, useInvites, useRevokeInvite } from '../api/invites';

const inviteLimits = createInviteRequestSchema.pick({ expiresInDays: true, maxUses: true });

/** Invites: a link and a code for a role (and a batch); the live ones listed with a revoke each. */
export function InvitesSection({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const invites = useInvites(organizationId);
  const batches = useBatches(organizationId);
  const create = useCreateInvite(organizationId);
  const revoke = useRevokeInvite(organizationId);
  const [role, setRole] = useState<InviteRole>('member');
  const [batchId, setBatchId] = useState('');
  const [days, setDays] = useState(String(batchRules.invite.daysDefault));
  const [uses, setUses] = useState(String(batchRules.invite.usesDefault));
  const [errors, setErrors] = useState<{ expiresInDays?: string; maxUses?: string }>({});
  const open = batches.data?.data.filter((b) => !b.archivedAt) ?? [];
  const now = Date.now();

  /** The two numbers are checked by core's rule before sending: a field's own words under it, nothing sent. */
  function onCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = inviteLimits.safeParse({
      expiresInDays: days.trim() === '' ? Number.NaN : Number(days),
      maxUses: uses.trim() === '' ? Number.NaN : Number(uses),
    });
    if (!input.success) {
      // NaN (an empty or odd field) fails on its type; the field still gets its own range rule.
      const ruleOf = (message: string, rule: string) =>
        message.startsWith('validation.batches.') ? message : rule;
      const found: typeof errors = {};
      for (const issue of input.error.issues) {
        if (issue.path[0] === 'expiresInDays')
          found.expiresInDays = ruleOf(issue.message, 'validation.batches.inviteDays');
        if (issue.path[0] === 'maxUses')
          found.maxUses = ruleOf(issue.message, 'validation.batches.inviteUses');
      }
      return setErrors(found);
    }
    setErrors({});
    create.mutate({ role, batchId: batchId || null, ...input.data });
  }
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">{t('batches.invites.title')}</h2>
      <p className="text-slate-700">{t('batches.invites.intro')}</p>
      <form className="grid gap-3 sm:grid-cols-2 sm:items-start" onSubmit={onCreate} noValidate>
        <Select
          label={t('batches.invites.role')}
          value={role}
          onChange={(e) => setRole(e.target.value === 'teacher' ? 'teacher' : 'member')}
          options={[
            { value: 'member', label: t('batches.roles.member') },
            { value: 'teacher', label: t('batches.roles.teacher') },
          ]}
        />
        <Select
          label={t('batches.invites.batch')}
          placeholder={t('batches.invites.noBatch')}
          value={batchId}
          onChange={(e) => setBatchId(e.target.value)}
          options={open.map((b) => ({ value: b.id, label: b.name }))}
        />
        <TextField
          label={t('batches.invites.days')}
          hint={t('batches.invites.daysHint', { max: batchRules.invite.daysMax })}
          type="number"
          inputMode="numeric"
          min={1}
          max={batchRules.invite.daysMax}
          value={days}
          onChange={(e) => setDays(e.target.value)}
          error={errors.expiresInDays ? t(errors.expiresInDays) : undefined}
        />
        <TextField
          label={t('batches.invites.maxUses')}
          hint={t('batches.invites.maxUsesHint', { max: batchRules.invite.usesMax.toLocaleString('en-IN') })}
          type="number"
          inputMode="numeric"
          min={1}
          max={batchRules.invite.usesMax}
          value={uses}
          onChange={(e) => setUses(e.target.value)}
          error={errors.maxUses ? t(errors.maxUses) : undefined}
        />
        <Button type="submit" className="sm:col-span-2" disabled={create.isPending}>
          {t('batches.invites.create')}
        </Button>
      </form>
      {create.isError && <FormError message={errorMessage(create.error)} />}
      {invites.isPending ? (
        <LoadingState />
      ) : invites.isError ? (
        <ErrorState error={invites.error} onRetry={() => void invites.refetch()} />
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200">
          {invites.data.data
            .filter((i) => !i.revokedAt && Date.parse(i.expiresAt) > now && i.uses < i.maxUses)
            .map((invite) => {
              const link = `${window.location.origin}/join/${invite.code}`;
              return (
                <li key={invite.id} className="flex flex-col gap-2 py-3">
                  <p className="font-mono text-2xl font-semibold tracking-widest">{invite.code}</p>
                  <p className="break-all text-sm text-primary-800">{link}</p>
                  <p className="text-sm text-slate-700">
                    {t(invite.role === 'teacher' ? 'batches.roles.teacher' : 'batches.roles.member')}
                    {invite.batch && ` · ${invite.batch.name}`}
                    {' · '}
                    {t('batches.invites.until', { date: formatDateTime(invite.expiresAt, lang) })}
                    {' · '}
                    {t('batches.invites.uses', { uses: invite.uses, max: invite.maxUses })}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(link)}>
                      {t('batches.invites.copy')}
                    </Button>
                    <Button
                      variant="ghost"
                      disabled={revoke.isPending}
                      onClick={() => revoke.mutate(invite.id)}
                    >
                      {t('batches.invites.revoke')}
                    </Button>
                  </div>
                </li>
              );
            })}
        </ul>
      )}
    </Card>
  );
}
