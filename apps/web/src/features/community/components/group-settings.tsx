import { canModerate, communityRules, type GroupDetail } from '@abhyas/core';
import { Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { useSnackbar } from '@/components/ui/snackbar';
import { errorMessage } from '@/lib/error-message';
import { useLeaveGroup, useResetInviteCode, useUpdateGroup } from '../api/group';
import { ConfirmDialog } from './confirm-dialog';
import { SettingsLog } from './settings-log';
import { SettingsMembers } from './settings-members';
import { SettingsRemovals } from './settings-removals';

/** A group's settings: its invite (moderators), slow mode, members, the moderation log, and leaving. */
export function GroupSettings({
  group,
  me,
  onClose,
}: {
  group: GroupDetail;
  me: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const moderator = canModerate(group.myRole);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('community.settings.title')}
      closeLabel={t('community.close')}
    >
      <div className="flex flex-col gap-6">
        {group.description && (
          <p className="leading-relaxed break-words text-slate-700">{group.description}</p>
        )}
        {moderator && group.inviteCode && <InviteSection group={group} />}
        {moderator && <SlowMode group={group} />}
        <SettingsMembers group={group} me={me} />
        {moderator && group.kind === 'open' && <SettingsRemovals groupId={group.id} />}
        {moderator && <SettingsLog groupId={group.id} />}
        <LeaveSection group={group} />
      </div>
    </Dialog>
  );
}

function InviteSection({ group }: { group: GroupDetail }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const reset = useResetInviteCode(group.id);
  const code = reset.data?.inviteCode ?? group.inviteCode ?? '';
  const link = `${window.location.origin}/group-management?code=${encodeURIComponent(code)}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      snackbar.show(t('community.settings.copied'));
    } catch {
      snackbar.show(t('community.settings.copyFailed'), 'warning');
    }
  }
  return (
    <section aria-labelledby="settings-invite" className="flex flex-col gap-2">
      <h3 id="settings-invite" className="font-semibold text-slate-900">
        {t('community.settings.invite')}
      </h3>
      <p className="text-sm leading-relaxed text-slate-700">{t('community.settings.inviteBody')}</p>
      <p
        className="rounded-lg bg-slate-100 px-3 py-2 text-center font-mono text-2xl tracking-widest"
        data-testid="invite-code"
      >
        {code}
      </p>
      <p className="text-sm break-all text-slate-600">{link}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-5" />
          {t('community.settings.copyLink')}
        </Button>
        {group.myRole === 'owner' && (
          <Button variant="ghost" loading={reset.isPending} onClick={() => reset.mutate()}>
            <RefreshCw aria-hidden="true" className="size-5" />
            {t('community.settings.resetCode')}
          </Button>
        )}
      </div>
      {reset.isError && <Alert variant="error">{errorMessage(reset.error)}</Alert>}
    </section>
  );
}

function SlowMode({ group }: { group: GroupDetail }) {
  const { t } = useTranslation();
  const update = useUpdateGroup(group.id);
  return (
    <section className="flex flex-col gap-2">
      <Select
        label={t('community.settings.slowMode')}
        value={String(group.slowModeSeconds)}
        disabled={update.isPending}
        onChange={(e) => update.mutate({ slowModeSeconds: Number(e.target.value) })}
        options={communityRules.slowModeSeconds.map((s) => ({
          value: String(s),
          label: s === 0 ? t('community.settings.slowOff') : t('community.settings.slowEvery', { count: s }),
        }))}
        error={update.isError ? errorMessage(update.error) : undefined}
      />
    </section>
  );
}

function LeaveSection({ group }: { group: GroupDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leave = useLeaveGroup(group.id);
  const [asking, setAsking] = useState(false);
  return (
    <section className="flex flex-col gap-2 border-t border-slate-200 pt-4">
      {group.myRole === 'owner' && group.memberCount > 1 && (
        <p className="text-sm leading-relaxed text-slate-700">{t('community.settings.ownerLeaves')}</p>
      )}
      {leave.isError && <Alert variant="error">{errorMessage(leave.error)}</Alert>}
      <Button variant="secondary" className="text-error-700!" onClick={() => setAsking(true)}>
        {t('community.settings.leave')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('community.settings.leaveTitle')}
        body={t(group.memberCount <= 1 ? 'community.settings.leaveLast' : 'community.settings.leaveBody')}
        confirm={t('community.settings.leave')}
        loading={leave.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => void navigate('/group-management'),
            onSettled: () => setAsking(false),
          })
        }
      />
    </section>
  );
}
