import type { PotdArchive } from '@abhyas/core';
import { Bookmark, CheckCircle2, CircleX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MathText } from '@/components/math-text';
import { EmptyState } from '@/components/page-states';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { PageSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { useUiLanguage } from '@/lib/use-ui-language';
import { useArchive } from '../api/list-archive';
import { formatDay } from '../lib/days';
import { DifficultyChip } from './difficulty-chip';

type ArchiveItem = PotdArchive['data'][number];

/** Past problems with their keys and the reader's own result; "Bookmarked" narrows to bookmarks. */
export function ArchiveList() {
  const { t } = useTranslation();
  const [bookmarked, setBookmarked] = useState(false);
  const [page, setPage] = useState(1);
  const archive = useArchive(page, bookmarked);
  const choose = (only: boolean) => {
    setBookmarked(only);
    setPage(1);
  };
  const meta = archive.data?.meta;
  return (
    <section aria-label={t('potd.archive.title')} className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t('potd.archive.filter')}</legend>
        {[false, true].map((only) => (
          <Button
            key={String(only)}
            variant={bookmarked === only ? 'primary' : 'secondary'}
            aria-pressed={bookmarked === only}
            onClick={() => choose(only)}
          >
            {only && <Bookmark aria-hidden="true" className="size-5" />}
            {only ? t('potd.archive.bookmarkedOnly') : t('potd.archive.all')}
          </Button>
        ))}
      </fieldset>
      {archive.isPending ? (
        <PageSpinner label={t('potd.loading')} />
      ) : archive.isError ? (
        <Alert variant="error">
          <p>{t('potd.archive.loadError')}</p>
          <p className="text-sm">{errorMessage(archive.error)}</p>
        </Alert>
      ) : archive.data.data.length === 0 ? (
        <EmptyState title={bookmarked ? t('potd.archive.emptyBookmarked') : t('potd.archive.empty')} />
      ) : (
        <ol className={cn('flex flex-col gap-3', archive.isPlaceholderData && 'opacity-60')}>
          {archive.data.data.map((item) => (
            <ArchiveCard key={item.day} item={item} />
          ))}
        </ol>
      )}
      {meta && meta.pages > 1 && (
        <nav className="flex items-center justify-between gap-2">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('potd.archive.newer')}
          </Button>
          <span className="text-sm text-slate-700">
            {t('potd.archive.page', { page, pages: meta.pages })}
          </span>
          <Button variant="secondary" disabled={page >= meta.pages} onClick={() => setPage(page + 1)}>
            {t('potd.archive.older')}
          </Button>
        </nav>
      )}
    </section>
  );
}

function ArchiveCard({ item }: { item: ArchiveItem }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const result = item.solved ? 'solved' : item.tries > 0 ? 'notSolved' : 'notTried';
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-slate-900">{formatDay(item.day, lang, true)}</p>
        <DifficultyChip difficulty={item.difficulty} />
        <Chip color="primary">{item.category}</Chip>
        {item.bookmarked && (
          <Bookmark
            aria-label={t('potd.archive.bookmarkedOnly')}
            className="size-5 fill-current text-primary-700"
          />
        )}
      </div>
      <p
        className={cn(
          'mt-2 inline-flex items-center gap-1 text-sm font-semibold',
          item.solved ? 'text-success-800' : 'text-slate-700',
        )}
      >
        {item.solved ? (
          <CheckCircle2 aria-hidden="true" className="size-4" />
        ) : (
          <CircleX aria-hidden="true" className="size-4" />
        )}
        {t(`potd.archive.${result}`)}
        {item.tries > 0 && (
          <span className="font-normal"> · {t('potd.archive.tries', { count: item.tries })}</span>
        )}
      </p>
      <p className="mt-2 leading-relaxed font-semibold text-slate-900">
        <MathText text={item.questionText} />
      </p>
      <ol className="mt-2 flex flex-col gap-1">
        {item.options.map((option) => (
          <li
            key={option.text}
            data-correct={option.isCorrect || undefined}
            className={cn(
              'rounded-md border px-3 py-2 leading-relaxed',
              option.isCorrect
                ? 'border-success-600 bg-success-50 font-semibold text-success-800'
                : 'border-slate-200 text-slate-800',
            )}
          >
            <MathText text={option.text} />
          </li>
        ))}
      </ol>
      {item.explanation && (
        <p className="mt-2 text-sm leading-relaxed text-slate-700">
          <span className="font-semibold">{t('potd.explanation')}: </span>
          <MathText text={item.explanation} />
        </p>
      )}
    </li>
  );
}
