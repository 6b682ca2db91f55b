import { createCardSchema, type Flashcard } from '@abhyas/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/ui/alert';
import { AppForm } from '@/components/ui/app-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, ruleMessage } from '@/lib/error-message';
import { TextArea } from './text-area';

export interface CardFormValues {
  front: { hi: string; en: string };
  back: { hi: string; en: string };
  tags: string[];
}

const fromCard = (card?: Flashcard) => ({
  frontHi: card?.front.hi ?? '',
  backHi: card?.back.hi ?? '',
  frontEn: card?.front.en ?? '',
  backEn: card?.back.en ?? '',
  tags: card?.tags.join(', ') ?? '',
});

/**
 * A card's front and back in the reader's language, and optionally the same pair in the other one
 * (a bilingual card). Tags are typed separated by commas.
 */
export function CardForm({
  card,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  card?: Flashcard;
  submitLabel: string;
  onSubmit: (values: CardFormValues) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [v, setV] = useState(() => fromCard(card));
  const [pair, setPair] = useState(() => Boolean(card?.front.hi && card?.front.en));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const first = i18n.language === 'en' ? 'en' : 'hi';
  const second = first === 'hi' ? 'en' : 'hi';
  const key = (side: 'front' | 'back', lang: 'hi' | 'en') =>
    `${side}${lang === 'hi' ? 'Hi' : 'En'}` as keyof ReturnType<typeof fromCard>;
  const bind = (field: keyof ReturnType<typeof fromCard>) => ({
    value: v[field],
    onChange: (e: { target: { value: string } }) => setV((cur) => ({ ...cur, [field]: e.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values: CardFormValues = {
      front: { hi: v.frontHi, en: v.frontEn },
      back: { hi: v.backHi, en: v.backEn },
      tags: v.tags
        .split(/[,،]/)
        .map((s) => s.trim())
        .filter(Boolean),
    };
    // Without the pair, the other language is left out (an edit removes it).
    if (!pair) {
      values.front[second] = '';
      values.back[second] = '';
    }
    const parsed = createCardSchema.safeParse(values);
    if (!parsed.success) {
      setError(ruleMessage(parsed.error.issues[0]?.message ?? 'validation.invalidType'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onSubmit(values);
      if (!card) setV(fromCard());
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AppForm onSubmit={submit} className="flex flex-col gap-3">
      <TextArea label={t('flashcards.card.front')} {...bind(key('front', first))} />
      <TextArea label={t('flashcards.card.back')} {...bind(key('back', first))} />
      <label className="flex min-h-12 items-center gap-3 text-slate-800">
        <input
          type="checkbox"
          className="size-5 accent-primary-700"
          checked={pair}
          onChange={(e) => setPair(e.target.checked)}
        />
        {t('flashcards.card.addPair', { language: t(`common.language.${second}`) })}
      </label>
      {pair && (
        <>
          <TextArea
            label={t('flashcards.card.frontIn', { language: t(`common.language.${second}`) })}
            lang={second}
            {...bind(key('front', second))}
          />
          <TextArea
            label={t('flashcards.card.backIn', { language: t(`common.language.${second}`) })}
            lang={second}
            {...bind(key('back', second))}
          />
        </>
      )}
      <TextField label={t('flashcards.card.tags')} hint={t('flashcards.card.tagsHint')} {...bind('tags')} />
      <FormError message={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('flashcards.actions.cancel')}
          </Button>
        )}
      </div>
    </AppForm>
  );
}
