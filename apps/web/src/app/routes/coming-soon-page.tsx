import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { navItemForPath } from '@/app/layout/nav-items';
import { PageMeta } from '@/components/seo/page-meta';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** Routes of spec §2 whose screens later issues build. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const item = navItemForPath(pathname);
  const name = item && item.path !== '/' ? t(`layout.nav.${item.labelKey}`) : null;
  const status = t('layout.comingSoon.title');
  // The name stands alone as the heading: Hindi names do not take a postposition alike ("आज का
  // प्रश्न पर" is wrong, "आज के प्रश्न पर" right), and one sentence about "this part" fits them all.
  return (
    <div className="mx-auto max-w-md">
      <PageMeta title={name ?? status} description={t('layout.comingSoon.metaDescription')} noindex />
      <Card className="text-center">
        <Hammer aria-hidden="true" className="mx-auto size-12 text-accent-700" />
        <h1 className="mt-3 text-2xl font-semibold">{name ?? status}</h1>
        {name && <p className="mt-2 text-lg font-medium text-slate-900">{status}</p>}
        <p className="mt-2 text-slate-700">{t('layout.comingSoon.body')}</p>
        {/* Most of the menu still leads here: offer what works today (the tests), not only the home page. */}
        <div className="mt-6 flex flex-col gap-3">
          <Link to="/exams" className={buttonClasses('primary', true)}>
            {t('layout.comingSoon.exams')}
          </Link>
          <Link to="/" className={buttonClasses('secondary', true)}>
            {t('layout.comingSoon.home')}
          </Link>
        </div>
      </Card>
    </div>
  );
}
