import { canActOn, communityRules, type GroupDetail, type GroupMember } from '@abhyas/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/page-states';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useTransferOwnership } from '../api/group';
import { useMembers, useRemoveMember, useUpdateMember } from '../api/members';
import { ConfirmDialog } from './confirm-dialog';

/** The members with their roles; moderators change roles, mute and remove (core's canActOn decides whom). */
export function SettingsMembers({ group, me }: { group: GroupDetail; me: string }) {
  const { t } = useTranslation();
  const members = useMembers(group.id);
  return (
    <section aria-labelledby="settings-members" className="flex flex-col gap-2">
      <h3 id="settings-members" className="font-semibold text-slate-900">
        {t('community.members', { count: group.memberCount })}
      </h3>
      {members.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : members.isError ? (
        <ErrorState error={members.error} onRetry={() => void members.refetch()} />
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200">
          {members.data.map((m) => (
            <li key={m.userId} className="py-2">
              <MemberRow group={group} member={m} me={me} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type Ask = 'remove' | 'transfer' | null;

function MemberRow({ group, member, me }: { group: GroupDetail; member: GroupMember; me: string }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const update = useUpdateMember(group.id);
  const remove = useRemoveMember(group.id);
  const transfer = useTransferOwnership(group.id);
  const [ask, setAsk] = useState<Ask>(null);
  const self = member.userId === me;
  const can = !self && canActOn(group.myRole, member.role);
  const muted = member.mutedUntil && Date.parse(member.mutedUntil) > Date.now() ? member.mutedUntil : null;
  const error = update.error ?? remove.error ?? transfer.error;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900 [overflow-wrap:anywhere]">
            {member.name}{' '}
            {self && <span className="font-normal text-slate-600">({t('community.settings.you')})</span>}
          </span>
          <span className="block text-sm text-slate-600 [overflow-wrap:anywhere]">@{member.username}</span>
        </span>
        <Chip color={member.role === 'member' ? 'default' : 'primary'}>
          {t(`community.roles.${member.role}`)}
        </Chip>
      </div>
      {muted && (
        <p className="text-sm text-warning-800">
          {t('community.settings.mutedUntil', { time: formatDateTime(muted, lang) })}
        </p>
      )}
      {can && (
        <div className="flex flex-wrap items-end gap-2">
          <Select
            className="w-44"
            label={t('community.settings.mute')}
            value=""
            placeholder={t('community.settings.muteChoose')}
            disabled={update.isPending}
            onChange={(e) => {
              if (e.target.value !== '')
                update.mutate({ userId: member.userId, muteMinutes: Number(e.target.value) });
            }}
            options={communityRules.muteMinutes.map((m) => ({
              value: String(m),
              label: m === 0 ? t('community.settings.unmute') : t(`community.settings.muteFor.${m}`),
            }))}
          />
          {group.myRole === 'owner' && (
            <Button
              variant="secondary"
              loading={update.isPending}
              onClick={() =>
                update.mutate({ userId: member.userId, role: member.role === 'admin' ? 'member' : 'admin' })
              }
            >
              {member.role === 'admin'
                ? t('community.settings.makeMember')
                : t('community.settings.makeAdmin')}
            </Button>
          )}
          <Button variant="ghost" className="text-error-700!" onClick={() => setAsk('remove')}>
            {t('community.settings.remove')}
          </Button>
          {group.myRole === 'owner' && (
            <Button variant="ghost" onClick={() => setAsk('transfer')}>
              {t('community.settings.transfer')}
            </Button>
          )}
        </div>
      )}
      {error && <Alert variant="error">{errorMessage(error)}</Alert>}
      <ConfirmDialog
        open={ask !== null}
        title={t(ask === 'transfer' ? 'community.settings.transferTitle' : 'community.settings.removeTitle', {
          name: member.name,
        })}
        body={t(ask === 'transfer' ? 'community.settings.transferBody' : 'community.settings.removeBody')}
        confirm={t(ask === 'transfer' ? 'community.settings.transfer' : 'community.settings.remove')}
        loading={remove.isPending || transfer.isPending}
        onClose={() => setAsk(null)}
        onConfirm={() => {
          const done = { onSettled: () => setAsk(null) };
          if (ask === 'transfer') transfer.mutate(member.userId, done);
          else remove.mutate(member.userId, done);
        }}
      />
    </div>
  );
}
