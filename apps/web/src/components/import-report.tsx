import type { ImportReport } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';

type Issue = ImportReport['rows'][number];

/** Issues row by row, translated; the table scrolls in its own box (never the page, on a phone). */
function IssueTable({ issues, caption, column }: { issues: Issue[]; caption: string; column: string }) {
  const { t, i18n } = useTranslation();
  const message = (rule: string, params?: Record<string, string | number>) =>
    i18n.exists(rule) ? t(rule, params) : t('validation.invalidType');
  return (
    <div className="max-h-96 overflow-auto rounded-lg border border-slate-200" tabIndex={-1}>
      <table className="w-full min-w-[18rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-100">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('testUpload.report.row')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('testUpload.report.field')}
            </th>
            <th scope="col" className="px-3 py-2">
              {column}
            </th>
          </tr>
        </thead>
        <tbody>
          {issues.map((r) => (
            <tr
              key={`${r.row}:${r.field}:${r.rule}:${JSON.stringify(r.params ?? {})}`}
              className="border-t border-slate-200 align-top"
            >
              <td className="px-3 py-2 tabular-nums">
                {r.row === 0 ? t('testUpload.report.wholeFile') : r.row}
              </td>
              <td className="break-words px-3 py-2 font-mono">{r.field}</td>
              <td className="px-3 py-2">{message(r.rule, r.params)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The server's row-by-row report of an import (the content import at /test-upload and an institute's
 * own import; both areas load the `testUpload` strings it reads), translated. Row 0 is the file as a whole. Problems stop the
 * import; warnings (a subject outside its section's kind) do not, and are shown either way.
 */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      {report.ok ? (
        <Alert variant="success">{t('testUpload.report.imported', { count: report.imported })}</Alert>
      ) : (
        <>
          <Alert variant="error">
            {t('errors.IMPORT_INVALID')} {t('testUpload.report.count', { count: report.rows.length })}
          </Alert>
          <IssueTable
            issues={report.rows}
            caption={t('testUpload.report.caption')}
            column={t('testUpload.report.problem')}
          />
        </>
      )}
      {report.warnings.length > 0 && (
        <>
          <Alert variant="warning">
            {t('testUpload.report.warningCount', { count: report.warnings.length })}
          </Alert>
          <IssueTable
            issues={report.warnings}
            caption={t('testUpload.report.warningCaption')}
            column={t('testUpload.report.warning')}
          />
        </>
      )}
    </div>
  );
}
