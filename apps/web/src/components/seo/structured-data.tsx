import { useTranslation } from 'react-i18next';

/** The public address of the site (build-time `VITE_SITE_URL`); canonical links and the sitemap use it. */
export const SITE_URL = (
  (import.meta.env.VITE_SITE_URL as string | undefined) || 'https://abhyas.app'
).replace(/\/+$/, '');

/** schema.org description of Abhyas: an educational organisation whose practice is free (₹0). */
export function organizationJsonLd(description: string, offerName: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: 'अभ्यास (Abhyas)',
    alternateName: 'Abhyas',
    url: `${SITE_URL}/`,
    logo: `${SITE_URL}/icons/icon-512.png`,
    description,
    areaServed: { '@type': 'Country', name: 'India' },
    availableLanguage: ['hi', 'en'],
    makesOffer: {
      '@type': 'Offer',
      name: offerName,
      price: 0,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: `${SITE_URL}/`,
    },
  };
}

/** JSON-LD for search engines. `<` is escaped so no text can close the script element early. */
export function OrganizationStructuredData() {
  const { t } = useTranslation();
  const json = JSON.stringify(
    organizationJsonLd(t('seo.organization.description'), t('seo.organization.offer')),
  ).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data block, escaped above, not executed.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
