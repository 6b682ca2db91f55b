import type { DeckAuthorShown } from '@abhyas/core';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '@/components/ui/radio-group';
import { useStoredValue } from '@/lib/session';

/**
 * Whose name a public deck shows: the student's username (the default) or their full name, each
 * option with the name it would show, and a line saying where others see it.
 */
export function AuthorChoice({
  value,
  onChange,
  disabled,
}: {
  value: DeckAuthorShown;
  onChange: (value: DeckAuthorShown) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const username = useStoredValue('username');
  const fullName = useStoredValue('userName')?.trim() || null;
  const option = (key: DeckAuthorShown, shown: string | null) => ({
    value: key,
    label: (
      <>
        <span className="block">{t(`flashcards.author.${key}`)}</span>
        {shown && <span className="block font-semibold break-words">{shown}</span>}
      </>
    ),
  });
  return (
    <fieldset className="flex flex-col gap-2" data-testid="author-choice">
      <legend className="mb-2 font-medium text-slate-900">{t('flashcards.author.label')}</legend>
      <RadioGroup
        label={t('flashcards.author.label')}
        options={[option('username', username), option('name', fullName)]}
        value={value}
        onValueChange={(v) => onChange(v === 'name' ? 'name' : 'username')}
        {...(disabled ? { disabled } : {})}
      />
      <p className="text-sm text-slate-600">{t('flashcards.author.where')}</p>
    </fieldset>
  );
}
