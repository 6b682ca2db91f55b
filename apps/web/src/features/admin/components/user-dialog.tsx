import type { AdminUserDetail } from '@abhyas/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/page-states';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useSnackbar } from '@/components/ui/snackbar';
import { errorMessage } from '@/lib/error-message';
import { useStoredValue } from '@/lib/session';
import { type UserChange, useChangeUser } from '../api/change-user';
import { useAdminUser } from '../api/get-user';

/** One account in a dialog: what it is and has done, and the two changes an admin may make. */
export function UserDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useAdminUser(userId);
  return (
    <Dialog
      open={userId !== null}
      onOpenChange={(o) => !o && onClose()}
      title={user.data?.user.name ?? t('admin.user.title')}
      closeLabel={t('admin.user.close')}
    >
      {user.isPending ? (
        <LoadingState />
      ) : user.isError ? (
        <ErrorState error={user.error} onRetry={() => void user.refetch()} />
      ) : (
        <UserDetail detail={user.data} />
      )}
    </Dialog>
  );
}

function UserDetail({ detail }: { detail: AdminUserDetail }) {
  const { t, i18n } = useTranslation();
  const { user, counts } = detail;
  const me = useStoredValue('userId');
  const date = new Intl.DateTimeFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });
  const facts: [string, string][] = [
    [t('admin.user.username'), `@${user.username}`],
    [t('admin.user.email'), user.email],
    [t('admin.user.role'), t(`admin.users.roles.${user.role}`)],
    [t('admin.user.institute'), user.organization?.name ?? t('admin.user.noInstitute')],
    [t('admin.user.created'), date.format(new Date(user.createdAt))],
    [
      t('admin.user.lastActive'),
      user.lastActiveAt ? date.format(new Date(user.lastActiveAt)) : t('admin.user.never'),
    ],
    [
      t('admin.user.attempts'),
      t('admin.user.attemptsValue', { count: counts.attempts, submitted: counts.submittedAttempts }),
    ],
    [t('admin.user.quizzes'), String(counts.quizzes)],
    [t('admin.user.sessions'), String(counts.activeSessions)],
    [t('admin.user.status'), user.disabled ? t('admin.users.disabled') : t('admin.user.active')],
  ];
  const self = me === user.id;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="break-words font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <ConfirmedAction
        userId={user.id}
        change={{ kind: 'role', role: user.role === 'admin' ? 'user' : 'admin' }}
        label={user.role === 'admin' ? t('admin.user.makeStudent') : t('admin.user.makeAdmin')}
        question={user.role === 'admin' ? t('admin.user.confirmStudent') : t('admin.user.confirmAdmin')}
        done={t('admin.user.roleChanged')}
        disabledReason={self && user.role === 'admin' ? t('admin.user.notSelf') : undefined}
      />
      <ConfirmedAction
        userId={user.id}
        change={{ kind: 'disabled', disabled: !user.disabled }}
        label={user.disabled ? t('admin.user.enable') : t('admin.user.disable')}
        question={user.disabled ? t('admin.user.confirmEnable') : t('admin.user.confirmDisable')}
        done={user.disabled ? t('admin.user.enabled') : t('admin.user.disabledDone')}
        danger={!user.disabled}
        disabledReason={self ? t('admin.user.notSelf') : undefined}
      />
    </div>
  );
}

/** A change asked once before it is made (it signs the person out everywhere). */
function ConfirmedAction(props: {
  userId: string;
  change: UserChange;
  label: string;
  question: string;
  done: string;
  danger?: boolean;
  disabledReason?: string | undefined;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const mutation = useChangeUser(props.userId);
  const snackbar = useSnackbar();
  if (props.disabledReason)
    return (
      <div>
        <Button variant="secondary" disabled fullWidth>
          {props.label}
        </Button>
        <p className="mt-1 text-sm text-slate-600">{props.disabledReason}</p>
      </div>
    );
  if (!asking)
    return (
      <Button variant={props.danger ? 'primary' : 'secondary'} fullWidth onClick={() => setAsking(true)}>
        {props.label}
      </Button>
    );
  return (
    <Alert variant={props.danger ? 'error' : 'warning'}>
      <p>{props.question}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          loading={mutation.isPending}
          onClick={() =>
            mutation.mutate(props.change, {
              onSuccess: () => {
                setAsking(false);
                snackbar.show(props.done);
              },
              onError: (error) => snackbar.show(errorMessage(error), 'error'),
            })
          }
        >
          {t('admin.user.confirm')}
        </Button>
        <Button variant="secondary" onClick={() => setAsking(false)}>
          {t('admin.user.cancel')}
        </Button>
      </div>
    </Alert>
  );
}
