import type { SetPdfLanguage } from '@abhyas/core';
import { useMutation } from '@tanstack/react-query';
import { apiGetBlob } from '@/lib/api-client';

export interface DigestRequest {
  month: string;
  language: SetPdfLanguage;
}

export const digestPath = (month: string) => `/current-affairs/months/${encodeURIComponent(month)}/digest`;

/**
 * The month's digest as a download. It needs the bearer token, so a plain link would not do: fetched
 * as the notes' set PDFs are (features/notes/api/download-pdf.ts), then handed to the browser.
 */
export async function downloadDigest({ month, language }: DigestRequest): Promise<void> {
  const blob = await apiGetBlob(digestPath(month), { query: { language } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `abhyas-current-affairs-${month}-${language}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadDigest() {
  return useMutation({ mutationFn: downloadDigest });
}
