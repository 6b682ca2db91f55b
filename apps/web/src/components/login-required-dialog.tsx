import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { LoginRequiredCard } from './login-required-card';

/**
 * For a visitor's tap that needs an account (show an answer, bookmark, start): `ask()` opens the
 * Login Required card in a dialog over the page, so the visitor keeps their place; closing it
 * returns focus to the button they tapped.
 */
export function useLoginRequired(from?: string) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const dialog = (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('layout.gate.title')}
      closeLabel={t('layout.gate.close')}
    >
      <LoginRequiredCard heading="none" {...(from ? { from } : {})} />
    </Dialog>
  );
  return { ask: () => setOpen(true), dialog };
}
