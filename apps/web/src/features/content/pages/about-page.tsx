import { useTranslation } from 'react-i18next';
import { TextLink } from '@/components/ui/text-link';
import { TextPage } from '../components/text-page';

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <TextPage
      base="about"
      path="/about"
      footer={
        <p className="text-slate-800">
          {t('content.about.contact')} <TextLink to="/contact-us">{t('content.about.contactLink')}</TextLink>
        </p>
      }
    />
  );
}
