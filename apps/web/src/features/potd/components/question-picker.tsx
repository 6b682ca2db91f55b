import type { BankQuestionItem } from '@abhyas/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MathText } from '@/components/math-text';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useSnackbar } from '@/components/ui/snackbar';
import { Spinner } from '@/components/ui/spinner';
import { listBank } from '@/lib/api/list-bank';
import { revealAnswer } from '@/lib/api/reveal-answer';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useScheduleDay } from '../api/schedule-day';
import { formatDay } from '../lib/days';
import { DifficultyChip } from './difficulty-chip';
import { WriteQuestion } from './write-question';

/** Choose a bank question for `day`: search, preview in both languages with the key, confirm. */
export function QuestionPicker({ day, onClose }: { day: string; onClose(): void }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const label = formatDay(day, lang, true);
  const [chosen, setChosen] = useState<BankQuestionItem | null>(null);
  const [writing, setWriting] = useState(false);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('potd.management.picker.title', { day: label })}
      closeLabel={t('potd.management.picker.close')}
      size="wide"
    >
      {writing ? (
        <WriteQuestion day={day} label={label} onBack={() => setWriting(false)} onDone={onClose} />
      ) : chosen ? (
        <Preview day={day} label={label} question={chosen} onBack={() => setChosen(null)} onDone={onClose} />
      ) : (
        <Search onChoose={setChosen} onWrite={() => setWriting(true)} />
      )}
    </Dialog>
  );
}

function Search({ onChoose, onWrite }: { onChoose(question: BankQuestionItem): void; onWrite(): void }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const results = useQuery({
    queryKey: ['potd', 'bank-search', q, page],
    queryFn: ({ signal }) => listBank({ q: q || undefined, page }, signal),
    placeholderData: keepPreviousData,
  });
  const items = results.data?.items ?? [];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setQ(text.trim());
    setPage(1);
  };
  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={onSubmit} className="flex items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="font-medium text-slate-800">{t('potd.management.picker.search')}</span>
          <input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="min-h-12 rounded-lg border border-slate-300 px-3 text-base focus:border-primary-600 focus:outline-2 focus:outline-primary-600"
          />
        </label>
        <Button type="submit">{t('potd.management.picker.searchButton')}</Button>
      </form>
      <p className="text-sm text-slate-600">{t('potd.management.picker.searchHint')}</p>
      {results.isPending ? (
        <div className="flex justify-center py-6 text-primary-700">
          <Spinner label={t('potd.loading')} className="size-8" />
        </div>
      ) : results.isError ? (
        <Alert variant="error">{errorMessage(results.error)}</Alert>
      ) : items.length === 0 ? (
        <p className="py-4 text-center text-slate-700">{t('potd.management.picker.noResults')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={item.id} className="flex items-start gap-2 rounded-lg border border-slate-200 p-3">
              <div className="min-w-0 flex-1">
                <p className="line-clamp-3 leading-relaxed text-slate-900">
                  <MathText text={item.text[lang]} />
                </p>
                <div className="mt-1">
                  <DifficultyChip difficulty={item.difficulty} />
                </div>
              </div>
              <Button variant="secondary" className="px-3" onClick={() => onChoose(item)}>
                {t('potd.management.picker.preview')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {(page > 1 || results.data?.hasMore) && (
        <div className="flex justify-between gap-2">
          <Button variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('potd.management.picker.previous')}
          </Button>
          <Button
            variant="ghost"
            disabled={!results.data?.hasMore}
            loading={results.isPlaceholderData}
            onClick={() => setPage(page + 1)}
          >
            {t('potd.management.picker.more')}
          </Button>
        </div>
      )}
      <div className="flex flex-col gap-2 border-t border-slate-200 pt-3 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm leading-relaxed text-slate-600">
          {t('potd.management.picker.writeNew')}
        </p>
        <Button variant="secondary" onClick={onWrite}>
          {t('potd.management.write.open')}
        </Button>
      </div>
    </div>
  );
}

function Preview(props: {
  day: string;
  label: string;
  question: BankQuestionItem;
  onBack(): void;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const { question } = props;
  const key = useQuery({
    queryKey: ['potd', 'reveal', question.id],
    queryFn: () => revealAnswer(question.id),
  });
  const schedule = useScheduleDay();
  const confirm = () =>
    schedule.mutate(
      { day: props.day, questionId: question.id },
      {
        onSuccess: () => {
          snackbar.show(t('potd.management.scheduled', { day: props.label }), 'success');
          props.onDone();
        },
      },
    );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-slate-900">{t('potd.management.picker.previewTitle')}</h3>
        <DifficultyChip difficulty={question.difficulty} />
      </div>
      {key.isError && <Alert variant="error">{errorMessage(key.error)}</Alert>}
      {(['hi', 'en'] as const).map((lang) => (
        <section key={lang} lang={lang} className="rounded-lg border border-slate-200 p-3">
          <h4 className="text-sm font-semibold text-slate-600">
            {t(`potd.management.picker.${lang === 'hi' ? 'hindi' : 'english'}`)}
          </h4>
          <p className="mt-1 leading-relaxed text-slate-900">
            <MathText text={question.text[lang]} />
          </p>
          <ol className="mt-2 flex flex-col gap-1">
            {question.options.map((option, i) => {
              const correct = key.data?.answer === i + 1;
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: options are positional; their order is their identity.
                  key={i}
                  data-correct={correct || undefined}
                  className={cn(
                    'rounded-md border px-3 py-2',
                    correct
                      ? 'border-success-600 bg-success-50 font-semibold text-success-800'
                      : 'border-slate-200',
                  )}
                >
                  {i + 1}. <MathText text={option[lang]} />
                </li>
              );
            })}
          </ol>
          {key.data && (
            <p className="mt-2 text-sm leading-relaxed text-slate-700">
              <span className="font-semibold">{t('potd.management.picker.explanation')}: </span>
              <MathText text={key.data.explanation[lang]} />
            </p>
          )}
        </section>
      ))}
      {key.data && (
        <p className="font-semibold text-success-800">
          {t('potd.management.picker.key', { n: key.data.answer })}
        </p>
      )}
      {schedule.isError && <Alert variant="error">{errorMessage(schedule.error)}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button loading={schedule.isPending} onClick={confirm}>
          {t('potd.management.picker.confirm', { day: props.label })}
        </Button>
        <Button variant="secondary" onClick={props.onBack}>
          {t('potd.management.picker.back')}
        </Button>
      </div>
    </div>
  );
}
