import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormError } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { useSnackbar } from '@/components/ui/snackbar';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useGroupsToShareTo, useShareToGroup } from '@/lib/api/share-to-group';
import { newClientId } from '@/lib/client-id';
import { errorMessage } from '@/lib/error-message';

/** Choose one of the reader's groups and a short comment; the question goes there as a card. */
export function ShareDialog({ questionId, onClose }: { questionId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const groups = useGroupsToShareTo(true);
  const share = useShareToGroup();
  const [groupId, setGroupId] = useState('');
  const [text, setText] = useState(() => t('questions.share.defaultComment'));
  const [clientId] = useState(newClientId);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = groupId || groups.data?.[0]?.id;
    if (!chosen) return;
    const comment = text.trim() || t('questions.share.defaultComment');
    try {
      await share.mutateAsync({ groupId: chosen, questionId, text: comment, clientId });
      onClose();
      const name = groups.data?.find((g) => g.id === chosen)?.name ?? '';
      snackbar.show(t('questions.share.done', { name }), 'success', {
        label: t('questions.share.openChat'),
        onAction: () => void navigate(`/group-chat/${chosen}`),
      });
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('questions.share.title')}
      description={t('questions.share.description')}
      closeLabel={t('questions.share.close')}
    >
      {groups.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : groups.isError ? (
        <FormError message={errorMessage(groups.error)} />
      ) : groups.data.length === 0 ? (
        <div className="flex flex-col gap-3">
          <p className="leading-relaxed text-slate-700">{t('questions.share.noGroups')}</p>
          <Link to="/group-management?tab=discover" className={buttonClasses('primary')}>
            {t('questions.share.findGroups')}
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
          <Select
            label={t('questions.share.group')}
            value={groupId || (groups.data[0]?.id ?? '')}
            onChange={(e) => setGroupId(e.target.value)}
            options={groups.data.map((g) => ({ value: g.id, label: g.name }))}
          />
          <TextField
            label={t('questions.share.comment')}
            value={text}
            maxLength={2000}
            onChange={(e) => setText(e.target.value)}
          />
          <FormError message={error} />
          <Button type="submit" loading={share.isPending}>
            {t('questions.share.send')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
