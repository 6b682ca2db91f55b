import type { BatchTestItem } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { LinkRow } from '@/components/ui/link-row';
import { formatDateTime } from '@/lib/format';
import { type Lang, percentOrNone } from '../lib/format';
import { examDashboardPath } from '../lib/paths';

/** Upcoming or recent batch tests, each a link to the institute's tests screen. */
export function BatchTestsList({
  tests,
  lang,
  kind,
}: {
  tests: readonly BatchTestItem[];
  lang: Lang;
  kind: 'upcoming' | 'recent';
}) {
  const { t } = useTranslation();
  if (tests.length === 0) {
    return <p className="text-slate-700">{t(`instituteDashboards.tests.${kind}Empty`)}</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-slate-200" data-testid={`${kind}-tests`}>
      {tests.map((test) => (
        <li key={test.id}>
          <LinkRow to={examDashboardPath} title={test.title[lang]}>
            <span className="block text-sm break-words text-slate-700">
              {test.batchName} ·{' '}
              {kind === 'upcoming'
                ? t('instituteDashboards.tests.closes', { when: formatDateTime(test.closesAt, lang) })
                : t('instituteDashboards.tests.closed', { when: formatDateTime(test.closesAt, lang) })}
            </span>
            <span className="block text-sm text-slate-700">
              {t('instituteDashboards.tests.takers', { submitted: test.submitted, students: test.students })}
              {test.averageScorePercent !== null &&
                ` · ${t('instituteDashboards.tests.average', { value: percentOrNone(t, test.averageScorePercent, lang) })}`}
            </span>
          </LinkRow>
        </li>
      ))}
    </ul>
  );
}
