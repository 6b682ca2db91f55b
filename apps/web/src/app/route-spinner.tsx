import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/ui/spinner';

export function RouteSpinner() {
  const { t } = useTranslation();
  return <PageSpinner label={t('common.loading')} />;
}
