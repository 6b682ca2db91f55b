import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { LinkRow } from '@/components/ui/link-row';

const links = [
  { to: '/test-upload', key: 'authoring' },
  { to: '/potd-management', key: 'potd' },
  { to: '/current-affairs-management', key: 'currentAffairs' },
  { to: '/organization/manage', key: 'institutes' },
  { to: '/user-feedback', key: 'feedback' },
] as const;

/** Where a platform admin's other work lives. */
export function AdminLinks() {
  const { t } = useTranslation();
  return (
    <Card className="p-3 sm:p-4">
      <h2 className="text-xl font-semibold">{t('admin.links.heading')}</h2>
      <ul className="mt-1 divide-y divide-slate-200">
        {links.map((link) => (
          <li key={link.to}>
            <LinkRow to={link.to} title={t(`admin.links.${link.key}.title`)}>
              <span className="block text-sm text-slate-600">{t(`admin.links.${link.key}.body`)}</span>
            </LinkRow>
          </li>
        ))}
      </ul>
    </Card>
  );
}
