import { useTranslation } from 'react-i18next';
import { TextLink } from '@/components/ui/text-link';

/** The other legal pages and the contact form, at the end of a legal page. */
export function LegalLinks({ current }: { current: 'privacy' | 'terms' }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-x-6">
      {current !== 'privacy' && (
        <li>
          <TextLink to="/privacy-policy">{t('content.legal.privacyLink')}</TextLink>
        </li>
      )}
      {current !== 'terms' && (
        <li>
          <TextLink to="/terms-conditions">{t('content.legal.termsLink')}</TextLink>
        </li>
      )}
      <li>
        <TextLink to="/contact-us">{t('content.legal.contactLink')}</TextLink>
      </li>
    </ul>
  );
}
