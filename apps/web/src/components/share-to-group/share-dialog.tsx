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
import { ApiError } from '@/lib/api-error';
import { newClientId } from '@/lib/client-id';
import { errorMessage } from '@/lib/error-message';

/**
 * The send's refusals in this dialog's own strings (share.json, loaded with every area that offers
 * the button): the community's rule texts (validation-community.json) load only with the community's
 * pages, so `errorMessage` alone would fall back to a generic text on the bank or a solution view.
 */
export function shareErrorMessage(err: unknown, t: (key: string) => string): string {
  if (err instanceof ApiError && err.rule === 'validation.community.questionUnavailable')
    return t('share.unavailable');
  return errorMessage(err);
}

/** Choose one of the reader's groups and a short comment; the question goes there as a card. */
export function ShareDialog({ questionId, onClose }: { questionId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const groups = useGroupsToShareTo(true);
  const share = useShareToGroup();
  const [groupId, setGroupId] = useState('');
  const [text, setText] = useState(() => t('share.defaultComment'));
  const [clientId] = useState(newClientId);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = groupId || groups.data?.[0]?.id;
    if (!chosen) return;
    const comment = text.trim() || t('share.defaultComment');
    try {
      await share.mutateAsync({ groupId: chosen, questionId, text: comment, clientId });
      onClose();
      const name = groups.data?.find((g) => g.id === chosen)?.name ?? '';
      snackbar.show(t('share.done', { name }), 'success', {
        label: t('share.openChat'),
        onAction: () => void navigate(`/group-chat/${chosen}`),
      });
    } catch (err) {
      setError(shareErrorMessage(err, t));
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('share.title')}
      description={t('share.description')}
      closeLabel={t('share.close')}
    >
      {groups.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : groups.isError ? (
        <FormError message={errorMessage(groups.error)} />
      ) : groups.data.length === 0 ? (
        <div className="flex flex-col gap-3">
          <p className="leading-relaxed text-slate-700">{t('share.noGroups')}</p>
          <Link to="/group-management?tab=discover" className={buttonClasses('primary')}>
            {t('share.findGroups')}
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
          <Select
            label={t('share.group')}
            value={groupId || (groups.data[0]?.id ?? '')}
            onChange={(e) => setGroupId(e.target.value)}
            options={groups.data.map((g) => ({ value: g.id, label: g.name }))}
          />
          <TextField
            label={t('share.comment')}
            value={text}
            maxLength={2000}
            onChange={(e) => setText(e.target.value)}
          />
          <FormError message={error} />
          <Button type="submit" loading={share.isPending}>
            {t('share.send')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
