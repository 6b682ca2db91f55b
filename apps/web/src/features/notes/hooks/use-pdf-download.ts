import { useTranslation } from 'react-i18next';
import { useSnackbar } from '@/components/ui/snackbar';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { type PdfRequest, useDownloadPdf } from '../api/download-pdf';

/** Starts a PDF download and says how it went; `pending` names the request being made. */
export function usePdfDownload() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const mutation = useDownloadPdf();
  const start = (request: PdfRequest) =>
    mutation.mutate(request, {
      onSuccess: () => snackbar.show(t('notes.download.done')),
      onError: (error) => snackbar.show(downloadError(error, t, request), 'error'),
    });
  return { start, pending: mutation.isPending ? mutation.variables : undefined };
}

/** What went wrong, said for a PDF: offline, the queue full, or an answer key still sealed. */
function downloadError(
  error: unknown,
  t: ReturnType<typeof useTranslation>['t'],
  request: PdfRequest,
): string {
  if (!isApiError(error)) return errorMessage(error);
  if (error.code === 'NETWORK_ERROR') return t('notes.download.offline');
  if (error.code === 'RATE_LIMITED')
    return t('notes.download.busy', { seconds: error.retryAfterSeconds ?? 30 });
  if (error.code === 'QUESTION_SEALED') {
    const by = (error.body as { error?: { sealedBy?: { title: { hi: string; en: string } } } } | undefined)
      ?.error?.sealedBy;
    const lang = request.language === 'en' ? 'en' : 'hi';
    if (by) return t('notes.download.sealed', { title: by.title[lang] });
  }
  return errorMessage(error);
}
