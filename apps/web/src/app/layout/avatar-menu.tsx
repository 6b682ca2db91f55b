import { CalendarCheck, Goal, Languages, LogOut, Newspaper, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '@/components/ui/menu';
import { useSignOut } from '@/lib/api/signout';
import { useStoredValue } from '@/lib/session';
import { potdManagementLabel } from './nav-items';

export function AvatarMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const userName = useStoredValue('userName');
  const username = useStoredValue('username');
  const isPlatformAdmin = useStoredValue('role') === 'admin';
  const name = userName ?? username ?? '';
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  const icon = 'size-5 shrink-0 text-slate-600';

  return (
    <Menu>
      <MenuTrigger
        aria-label={t('layout.header.account')}
        className="inline-flex size-12 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        <span
          aria-hidden="true"
          className="inline-flex size-9 items-center justify-center rounded-full bg-primary-700 text-base font-semibold text-white"
        >
          {initial}
        </span>
      </MenuTrigger>
      <MenuContent>
        {name && <MenuLabel>{name}</MenuLabel>}
        {name && <MenuSeparator />}
        <MenuItem
          icon={<CalendarCheck aria-hidden="true" className={icon} />}
          onSelect={() => void navigate('/potd-management')}
        >
          {t(`layout.nav.${potdManagementLabel(isPlatformAdmin ? 'admin' : null)}`)}
        </MenuItem>
        {isPlatformAdmin && (
          <MenuItem
            icon={<Newspaper aria-hidden="true" className={icon} />}
            onSelect={() => void navigate('/current-affairs-management')}
          >
            {t('layout.nav.currentAffairsManagement')}
          </MenuItem>
        )}
        {isPlatformAdmin && (
          <MenuItem
            icon={<Upload aria-hidden="true" className={icon} />}
            onSelect={() => void navigate('/test-upload')}
          >
            {t('layout.nav.testUpload')}
          </MenuItem>
        )}
        <MenuItem
          icon={<Languages aria-hidden="true" className={icon} />}
          onSelect={() => void navigate('/language-selector')}
        >
          {t('layout.nav.language')}
        </MenuItem>
        {/* The target exam (docs/first-visit.md): asked once after signing up, changed here. */}
        <MenuItem
          icon={<Goal aria-hidden="true" className={icon} />}
          onSelect={() => void navigate('/target-exam')}
        >
          {t('layout.nav.targetExam')}
        </MenuItem>
        <MenuSeparator />
        <MenuItem
          icon={<LogOut aria-hidden="true" className={icon} />}
          disabled={signOut.isPending}
          onSelect={() => signOut.mutate()}
        >
          {t('layout.header.signOut')}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
