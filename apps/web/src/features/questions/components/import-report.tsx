import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import type { ImportReport } from '../api/types';

/** The server's row-by-row report, translated. Row 0 is the file as a whole. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t, i18n } = useTranslation();
  if (report.ok)
    return <Alert variant="success">{t('testUpload.report.imported', { count: report.imported })}</Alert>;
  const message = (rule: string, params?: Record<string, string | number>) =>
    i18n.exists(rule) ? t(rule, params) : t('validation.invalidType');
  return (
    <div className="flex flex-col gap-3">
      <Alert variant="error">
        {t('errors.IMPORT_INVALID')} {t('testUpload.report.count', { count: report.rows.length })}
      </Alert>
      {/* The table scrolls in its own box: the page itself never scrolls sideways on a phone. */}
      <div className="max-h-96 overflow-auto rounded-lg border border-slate-200" tabIndex={-1}>
        <table className="w-full min-w-[18rem] border-collapse text-left text-sm">
          <caption className="sr-only">{t('testUpload.report.caption')}</caption>
          <thead className="sticky top-0 bg-slate-100">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('testUpload.report.row')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('testUpload.report.field')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('testUpload.report.problem')}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((r) => (
              <tr
                key={`${r.row}:${r.field}:${r.rule}:${JSON.stringify(r.params ?? {})}`}
                className="border-t border-slate-200 align-top"
              >
                <td className="px-3 py-2 tabular-nums">
                  {r.row === 0 ? t('testUpload.report.wholeFile') : r.row}
                </td>
                <td className="break-all px-3 py-2 font-mono">{r.field}</td>
                <td className="px-3 py-2">{message(r.rule, r.params)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
