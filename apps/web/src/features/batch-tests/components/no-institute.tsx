import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** A user of no institute: what this page is for, and the way in (an invite's code). */
export function NoInstitute() {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold">{t('batchTests.none.title')}</h2>
      <p className="leading-relaxed text-slate-700">{t('batchTests.none.body')}</p>
      <p className="leading-relaxed text-slate-700">{t('batchTests.none.how')}</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/join" className={buttonClasses('primary')}>
          {t('batchTests.none.join')}
        </Link>
        <Link to="/exams" className={buttonClasses('secondary')}>
          {t('batchTests.none.practice')}
        </Link>
      </div>
    </Card>
  );
}
