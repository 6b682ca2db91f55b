import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md">
      <PageMeta title={t('common.notFound.title')} description={t('common.notFound.body')} noindex />
      <Card className="text-center">
        <p className="text-5xl font-semibold text-accent-700" aria-hidden="true">
          404
        </p>
        <h1 className="mt-2 text-2xl font-semibold">{t('common.notFound.title')}</h1>
        <p className="mt-2 text-slate-700">{t('common.notFound.body')}</p>
        <Link to="/" className={`${buttonClasses('primary', true)} mt-6`}>
          {t('common.notFound.home')}
        </Link>
      </Card>
    </div>
  );
}
