import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav
      className="flex items-center justify-between gap-2"
      aria-label={t('quizzes.paging.page', { page, pages })}
    >
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('quizzes.paging.previous')}
      </Button>
      <span className="text-sm text-slate-700">{t('quizzes.paging.page', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('quizzes.paging.next')}
      </Button>
    </nav>
  );
}
