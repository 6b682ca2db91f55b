import { indianStateName } from '@abhyas/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '@/lib/use-ui-language';

/**
 * The head of a request or an institute in the platform admins' lists: its name, then its kind and
 * place ("Coaching institute · Varanasi, Uttar Pradesh", the state by name, never its code), and a chip.
 */
export function ItemHeading({
  item,
  chip,
}: {
  item: { name: string; kind: string; city: string; state: string };
  chip?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const place = [item.city, item.state && indianStateName(item.state, lang)].filter(Boolean).join(', ');
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">
        <h3 className="break-words text-lg font-semibold">{item.name}</h3>
        <p className="text-slate-700">
          {[t(`organisations.kinds.${item.kind}`), place].filter(Boolean).join(' · ')}
        </p>
      </div>
      {chip}
    </div>
  );
}
