import type { PlanContract } from '@abhyas/core';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useUiLanguage } from '@/lib/use-ui-language';

/** One plan: its name, ₹0, what it includes, and Choose (or "Your plan" when it is the current one). */
export function PlanCard({
  plan,
  current,
  choosing,
  disabled,
  onChoose,
}: {
  plan: PlanContract;
  current: boolean;
  choosing: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const name = plan.name[lang];
  return (
    <li
      className={cn(
        'flex flex-col rounded-lg border bg-white p-5 shadow-sm',
        current ? 'border-primary-600 ring-2 ring-primary-600' : 'border-slate-200',
      )}
      data-testid={`plan-${plan.key}`}
    >
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
        {current && (
          <span className="rounded-full bg-primary-50 px-3 py-1 text-sm font-medium text-primary-800">
            {t('plans.current')}
          </span>
        )}
      </div>
      <p className="mt-1 text-2xl font-bold text-slate-900">
        ₹0 <span className="text-base font-normal text-slate-600">{t('plans.free')}</span>
      </p>
      <ul className="mt-3 flex-1 space-y-2 leading-relaxed text-slate-700">
        {plan.includes.map((item) => (
          <li key={item.en} className="flex gap-2">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-green-700" />
            <span>{item[lang]}</span>
          </li>
        ))}
      </ul>
      <Button
        className="mt-4"
        fullWidth
        variant={current ? 'secondary' : 'primary'}
        disabled={current || disabled}
        loading={choosing}
        onClick={onChoose}
        aria-label={current ? t('plans.currentOf', { name }) : t('plans.chooseOf', { name })}
      >
        {current ? t('plans.current') : t('plans.choose')}
      </Button>
    </li>
  );
}
