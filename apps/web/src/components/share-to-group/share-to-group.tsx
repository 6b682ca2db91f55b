import { Share2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

// The dialog (the reader's groups, a comment, the send) loads on the first tap.
const ShareDialog = lazy(async () => ({ default: (await import('./share-dialog')).ShareDialog }));

/** "Share to a group": posts the question into one of the reader's study groups, where it shows as a card. */
export function ShareToGroup({ questionId }: { questionId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" className="px-3" onClick={() => setOpen(true)}>
        <Share2 aria-hidden="true" className="size-5" />
        {t('share.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog questionId={questionId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
