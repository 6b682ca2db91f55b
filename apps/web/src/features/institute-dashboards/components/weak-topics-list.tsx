import { type DashboardTopic, subjectName } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { LinkRow } from '@/components/ui/link-row';
import { type Lang, topicName } from '../lib/format';
import { topicQuestionsPath } from '../lib/paths';

/** Weak topics (core's rule), each a link to the bank's questions of that topic. */
export function WeakTopicsList({
  topics,
  lang,
  testId,
}: {
  topics: readonly DashboardTopic[];
  lang: Lang;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col divide-y divide-slate-200" data-testid={testId}>
      {topics.map((w) => {
        const topic = topicName(t, w, lang);
        return (
          <li key={`${w.subject}/${w.topic}`}>
            <LinkRow
              to={topicQuestionsPath(w)}
              label={t('instituteDashboards.weak.open', { topic })}
              title={`${topic} · ${w.accuracy}%`}
            >
              <span className="block text-sm text-slate-700">
                {t('instituteDashboards.weak.line', {
                  subject: subjectName(w.subject, lang),
                  correct: w.correct,
                  attempts: w.attempts,
                })}
              </span>
            </LinkRow>
          </li>
        );
      })}
    </ul>
  );
}
