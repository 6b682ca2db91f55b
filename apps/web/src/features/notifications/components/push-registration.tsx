import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerPush } from '../lib/register-push';

interface Shown {
  title: string;
  body: string;
}

/**
 * Always present for a signed-in student (spec §2). Keeps this browser's push registration fresh
 * when permission was already granted (it never asks by itself: the student turns pushes on from
 * the notifications page), and shows a push that arrives while the app is in front as a box with
 * the title as a heading and the body as a paragraph.
 */
export function PushRegistration() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    void registerPush({ ask: false });
    if (!('serviceWorker' in navigator)) return;
    const worker = navigator.serviceWorker;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; title?: unknown; body?: unknown } | null;
      if (data?.type !== 'abhyas-push' || typeof data.title !== 'string' || data.title === '') return;
      setShown({ title: data.title, body: typeof data.body === 'string' ? data.body : '' });
    };
    try {
      worker.addEventListener('message', onMessage);
    } catch (err) {
      console.error('Error receiving foreground message', err);
    }
    return () => worker.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), 8000);
    return () => clearTimeout(timer);
  }, [shown]);

  if (!shown) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 top-20 z-40 mx-auto max-w-md rounded-lg border border-primary-200 bg-white p-4 shadow-lg"
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-slate-900">{shown.title}</h2>
          {shown.body && <p className="mt-1 text-slate-700">{shown.body}</p>}
        </div>
        <button
          type="button"
          onClick={() => setShown(null)}
          aria-label={t('layout.snackbar.close')}
          className="inline-flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
