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
      onError: (error) =>
        snackbar.show(
          isApiError(error) && error.code === 'NETWORK_ERROR'
            ? t('notes.download.offline')
            : errorMessage(error),
          'error',
        ),
    });
  return { start, pending: mutation.isPending ? mutation.variables : undefined };
}
