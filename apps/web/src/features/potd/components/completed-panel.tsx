import { PartyPopper, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '@/components/ui/menu';
import { cn } from '@/lib/cn';
import { openSharePopup, shareTargets } from '../lib/share';

/** The page's own address: in the dialog too, a friend should land on the Problem of the Day. */
function potdUrl(): string {
  return `${window.location.origin}/potd`;
}

/** Spec §2: "Problem Completed", "Come back tomorrow" and Share Achievement (four networks). */
export function CompletedPanel({ streak }: { streak: number }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="potd-completed"
      className="rounded-lg border border-success-200 bg-success-50 p-4 text-center sm:p-6"
    >
      <PartyPopper aria-hidden="true" className="mx-auto size-8 text-accent-600" />
      <h2 id="potd-completed" className="mt-2 text-xl font-bold text-success-800">
        {t('potd.completed.title')}
      </h2>
      <p className="mt-1 font-semibold text-slate-900">{t('potd.completed.body')}</p>
      <p className="mt-1 leading-relaxed text-slate-700">{t('potd.completed.bodyMore')}</p>
      <Menu>
        <MenuTrigger className={cn(buttonClasses('primary'), 'mt-4')}>
          <Share2 aria-hidden="true" className="size-5" />
          {t('potd.share.button')}
        </MenuTrigger>
        <MenuContent align="center" aria-label={t('potd.share.menu')}>
          {shareTargets.map((target) => (
            <MenuItem
              key={target}
              onSelect={() => openSharePopup(target, t('potd.share.text', { count: streak }), potdUrl())}
            >
              {t(`potd.share.${target}`)}
            </MenuItem>
          ))}
        </MenuContent>
      </Menu>
    </section>
  );
}
