import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * Previous / "page n of m" / next under a paged list, shown only when there is more than one page.
 * `texts` is the area's key prefix holding `previous`, `next` and `page` ({{page}}, {{pages}}), as the
 * quizzes' history and the platform admins' institute lists word them.
 */
export function Pager({
  page,
  pages,
  onPage,
  texts,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  texts: string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const label = t(`${texts}.page`, { page, pages });
  return (
    <nav className="flex items-center justify-between gap-2" aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t(`${texts}.previous`)}
      </Button>
      <span className="text-sm text-slate-700">{label}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t(`${texts}.next`)}
      </Button>
    </nav>
  );
}
