import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_HIDE_MS, useSnackbar } from '@/components/ui/snackbar';
import { deleteNotifications } from '../api/delete-notifications';

/** How long a delete waits for Undo: as long as the snackbar shows it (tests shorten it). */
export const undoWindow = { ms: SNACKBAR_HIDE_MS };

/**
 * Delete with an undo (UI.md: "destructive taps offer an undo"). The chosen notices leave the list at
 * once and the snackbar offers Undo; the server is asked only when the snackbar's time is up, when
 * another delete starts, or when the page is left. Undo brings them back without a request, because
 * nothing was deleted yet.
 */
export function useUndoableDelete(organizationId: string | null) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const client = useQueryClient();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const pending = useRef<{ ids: string[]; timer: ReturnType<typeof setTimeout> } | null>(null);

  const commit = useCallback(() => {
    const now = pending.current;
    if (!now) return;
    clearTimeout(now.timer);
    pending.current = null;
    void deleteNotifications(now.ids, organizationId).finally(async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['notification-list'] }),
        // The header's bell and its count show them too.
        client.invalidateQueries({ queryKey: ['notifications'] }),
      ]);
      // The list is fresh: ids that failed to delete (logged) come back, the others are gone.
      setHidden((h) => new Set([...h].filter((id) => !now.ids.includes(id))));
    });
  }, [client, organizationId]);

  const undo = useCallback(() => {
    const now = pending.current;
    if (!now) return;
    clearTimeout(now.timer);
    pending.current = null;
    setHidden((h) => new Set([...h].filter((id) => !now.ids.includes(id))));
  }, []);

  const remove = useCallback(
    (ids: string[]) => {
      if (ids.length === 0) return;
      commit();
      pending.current = { ids, timer: setTimeout(commit, undoWindow.ms) };
      setHidden((h) => new Set([...h, ...ids]));
      snackbar.show(t('notifications.deleted', { count: ids.length }), 'success', {
        label: t('notifications.undo'),
        onAction: undo,
      });
    },
    [commit, undo, snackbar, t],
  );

  // Leaving the page keeps the delete (the snackbar's time would have run out anyway); its Undo goes.
  useEffect(
    () => () => {
      if (!pending.current) return;
      commit();
      snackbar.hide();
    },
    [commit, snackbar],
  );

  return { hidden, remove };
}
