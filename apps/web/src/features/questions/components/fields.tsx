import type { Localized } from '@abhyas/core';
import { CircleAlert } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';

const control =
  'min-h-12 w-full min-w-0 rounded-lg border bg-white px-3 text-base text-slate-900 focus:outline-none focus:ring-3';
const controlState = (error: string | undefined) =>
  error
    ? 'border-error-600 focus:ring-error-100'
    : 'border-slate-400 focus:border-primary-600 focus:ring-primary-100';

/** An already-translated problem under a field, linked to it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-error-700">
      <CircleAlert aria-hidden="true" className="mt-1 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

interface TextAreaProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string | undefined;
}

export function TextArea({ label, className, error, ...rest }: TextAreaProps) {
  const id = useId();
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className="font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={2}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(control, controlState(error), 'py-2 leading-relaxed')}
        {...rest}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A labelled checkbox with a 48 px row, so the whole line is the touch target. */
export function Checkbox({
  label,
  className,
  ...rest
}: Omit<ComponentProps<'input'>, 'type'> & { label: string }) {
  return (
    <label className={cn('flex min-h-12 items-center gap-3 font-semibold text-slate-800', className)}>
      <input type="checkbox" className="size-5 shrink-0 accent-primary-700" {...rest} />
      {label}
    </label>
  );
}

/** Both languages side by side on wide screens, stacked on a phone. */
export function Pair({ children }: { children: React.ReactNode }) {
  return <div className="grid gap-3 sm:grid-cols-2">{children}</div>;
}

/** Languages as the forms offer them: both, or one. */
export type LanguageChoice = 'both' | 'hi' | 'en';
export const languageChoices = ['both', 'hi', 'en'] as const;
export const toLanguages = (c: LanguageChoice): ('hi' | 'en')[] => (c === 'both' ? ['hi', 'en'] : [c]);
export const fromLanguages = (l: readonly string[]): LanguageChoice =>
  l.includes('hi') && l.includes('en') ? 'both' : l.includes('en') ? 'en' : 'hi';

/** The save and cancel row of the page's small forms, with the server's refusal (translated) above it. */
export function FormActions({
  mutation,
  saveLabel,
  onCancel,
}: {
  mutation: { isError: boolean; isPending: boolean; error: unknown };
  saveLabel: string;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {mutation.isError && (
        <p role="alert" className="text-sm font-medium text-error-700">
          {errorMessage(mutation.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={mutation.isPending}>
          {saveLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('testUpload.cancel')}
        </Button>
      </div>
    </>
  );
}

/** A series' or set's title in both languages (the Hindi one first). */
export function TitleFields({ value, onChange }: { value: Localized; onChange(title: Localized): void }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('testUpload.fields.titleHi')}
        lang="hi"
        value={value.hi}
        onChange={(e) => onChange({ ...value, hi: e.target.value })}
        required
      />
      <TextField
        label={t('testUpload.fields.titleEn')}
        lang="en"
        value={value.en}
        onChange={(e) => onChange({ ...value, en: e.target.value })}
        required
      />
    </>
  );
}
