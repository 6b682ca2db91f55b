import type { NoteLanguage, SetPdfLanguage } from '@abhyas/core';
import { useMutation } from '@tanstack/react-query';
import { apiGetBlob } from '@/lib/api-client';

export type PdfRequest =
  | { kind: 'note'; subject: string; slug: string; language: NoteLanguage }
  | { kind: 'set'; slug: string; language: SetPdfLanguage; withAnswers: boolean };

const pathOf = (r: PdfRequest) =>
  r.kind === 'note'
    ? `/notes/${encodeURIComponent(r.subject)}/${encodeURIComponent(r.slug)}/pdf`
    : `/notes/sets/${encodeURIComponent(r.slug)}/pdf`;

export const pdfFileName = (r: PdfRequest) =>
  r.kind === 'note'
    ? `abhyas-${r.subject}-${r.slug}-${r.language}.pdf`
    : `abhyas-${r.slug}-${r.language}${r.withAnswers ? '-answers' : ''}.pdf`;

/**
 * Fetches the PDF (a set's needs the bearer token, so a plain link would not do) and hands it to the
 * browser as a download.
 */
export async function downloadPdf(r: PdfRequest): Promise<void> {
  // A set's paper by default; its answer key only when asked (and open: docs/honest-ranks.md).
  const query =
    r.kind === 'set' && r.withAnswers ? { language: r.language, with: 'answers' } : { language: r.language };
  const blob = await apiGetBlob(pathOf(r), { query });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = pdfFileName(r);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL may go once the browser took it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadPdf() {
  return useMutation({ mutationFn: downloadPdf });
}
