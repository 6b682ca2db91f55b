import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * This device refused to store an answer (full disk, blocked storage): answers are still sent, but
 * a reload or a lost connection before the server acknowledged them would lose them. The save status
 * keeps saying so in one line after this is closed.
 */
export function StorageWarning({ durable }: { durable: boolean }) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(false);
  if (durable || closed) return null;
  return (
    <Alert variant="warning" className="mb-3">
      <div data-testid="storage-warning" className="text-sm">
        <p className="font-semibold">{t('hall.storage.title')}</p>
        <p>{t('hall.storage.body')}</p>
        <Button variant="secondary" className="mt-2 min-h-11 px-3 text-sm" onClick={() => setClosed(true)}>
          {t('hall.storage.dismiss')}
        </Button>
      </div>
    </Alert>
  );
}
