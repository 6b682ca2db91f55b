import { searchWords } from '@abhyas/core';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * Search in Hindi or English. The search runs when the student presses the button (or Enter), not on
 * every keystroke: each request costs data. Words of fewer than three letters (after matras) are
 * not searchable; the box says so instead of sending a request the server would refuse.
 */
export function SearchBox({
  value,
  onSearch,
}: {
  value: string | undefined;
  onSearch: (q: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  const [tooShort, setTooShort] = useState(false);
  const id = useId();
  useEffect(() => setText(value ?? ''), [value]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q !== '' && searchWords(q).length === 0) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    onSearch(q || undefined);
  };

  return (
    <search>
      <form onSubmit={submit} className="flex flex-col gap-1">
        <label htmlFor={id} className="sr-only">
          {t('questions.search.label')}
        </label>
        <div className="flex gap-2">
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-3.5 left-3 size-5 text-slate-500"
            />
            <input
              id={id}
              type="search"
              value={text}
              maxLength={100}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('questions.search.placeholder')}
              aria-invalid={tooShort || undefined}
              aria-describedby={tooShort ? `${id}-hint` : undefined}
              className="h-12 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-base leading-normal focus-visible:outline-2 focus-visible:outline-primary-600"
            />
          </div>
          <Button type="submit">{t('questions.search.submit')}</Button>
          {value && (
            <Button
              variant="ghost"
              aria-label={t('questions.search.clear')}
              onClick={() => {
                setText('');
                onSearch(undefined);
              }}
            >
              <X aria-hidden="true" className="size-5" />
            </Button>
          )}
        </div>
        {tooShort && (
          <p id={`${id}-hint`} className="text-sm text-error-800">
            {t('validation.bank.searchTooShort')}
          </p>
        )}
      </form>
    </search>
  );
}
