import { type ExamKey, examTemplates } from '@abhyas/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExamPicker } from '@/components/exam-picker';
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states';
import { Alert, FormError } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useCreateSet, useInstituteQuestions } from '../api/content';

/**
 * Making a test from the institute's questions: an exam (its template says how many questions), a
 * title in Hindi and English, and the questions ticked in order (the first ones fill the first
 * section). "Tick the newest" fills the count at once.
 */
export function MakeSetSection({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const questions = useInstituteQuestions(organizationId);
  const create = useCreateSet(organizationId);
  const [exam, setExam] = useState<ExamKey | null>('general');
  const [titleHi, setTitleHi] = useState('');
  const [titleEn, setTitleEn] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const needed = exam ? examTemplates[exam].totalQuestions : 0;

  if (questions.isPending) return <LoadingState />;
  if (questions.isError)
    return <ErrorState error={questions.error} onRetry={() => void questions.refetch()} />;
  const items = questions.data.items;
  const toggle = (id: string) =>
    setChosen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  function submit() {
    if (!exam) return;
    create.mutate(
      {
        examKey: exam,
        title: { hi: titleHi || titleEn, en: titleEn || titleHi },
        languages: ['hi', 'en'],
        questionIds: chosen,
      },
      { onSuccess: () => setChosen([]) },
    );
  }
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">{t('batchTests.make.title')}</h2>
      {items.length === 0 ? (
        <EmptyState title={t('batchTests.make.noQuestions')} body={t('batchTests.make.importFirst')} />
      ) : (
        <>
          <ExamPicker label={t('batchTests.make.exam')} value={exam} onChange={setExam} />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t('batchTests.make.titleHi')}
              value={titleHi}
              onChange={(e) => setTitleHi(e.target.value)}
            />
            <TextField
              label={t('batchTests.make.titleEn')}
              value={titleEn}
              onChange={(e) => setTitleEn(e.target.value)}
            />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold" aria-live="polite">
              {t('batchTests.make.chosen', { chosen: chosen.length, needed })}
            </p>
            <Button variant="secondary" onClick={() => setChosen(items.slice(0, needed).map((q) => q.id))}>
              {t('batchTests.make.newest', { count: needed })}
            </Button>
          </div>
          <ul className="flex max-h-80 flex-col divide-y divide-slate-200 overflow-auto rounded-lg border border-slate-200">
            {items.map((q) => (
              <li key={q.id}>
                <label className="flex min-h-12 cursor-pointer items-start gap-3 px-3 py-2">
                  <input
                    type="checkbox"
                    className="mt-1 size-5 shrink-0"
                    checked={chosen.includes(q.id)}
                    onChange={() => toggle(q.id)}
                  />
                  <span className="min-w-0 break-words">{q.text[language]}</span>
                </label>
              </li>
            ))}
          </ul>
          {questions.data.total > items.length && (
            <Alert variant="info">
              {t('batchTests.make.more', { shown: items.length, total: questions.data.total })}
            </Alert>
          )}
          <Button
            disabled={!exam || chosen.length !== needed || !(titleHi || titleEn)}
            loading={create.isPending}
            onClick={submit}
          >
            {t('batchTests.make.create')}
          </Button>
          {create.isError && <FormError message={errorMessage(create.error)} />}
          {create.isSuccess && <Alert variant="success">{t('batchTests.make.done')}</Alert>}
        </>
      )}
    </Card>
  );
}
