import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { errorMessage, ruleMessage } from '@/lib/error-message';
import { type FieldErrors, type Issue, issuesToFieldErrors, splitServerError } from '@/lib/form-errors';

interface SafeParser<T> {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Values, per-field rule keys (translated at render, so a language switch re-translates them) and
 * focus on the first invalid field, for forms with text areas and selects as well as inputs.
 */
export function useFormState<F extends string>(initial: Record<F, string>) {
  const fields = Object.keys(initial) as F[];
  const [values, setValues] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<unknown>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function set(field: F, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  }

  function error(field: F): string | undefined {
    const key = fieldErrors[field];
    return key ? ruleMessage(key) : undefined;
  }

  function bind(field: F) {
    return {
      name: field,
      value: values[field],
      error: error(field),
      onChange: (event: ChangeEvent<Control>) => set(field, event.target.value),
    };
  }

  function validate<T>(schema: SafeParser<T>, input: unknown): T | null {
    setFormError(null);
    const result = schema.safeParse(input);
    if (result.success) {
      setFieldErrors({});
      return result.data;
    }
    const { fieldErrors: errors, otherIssues } = issuesToFieldErrors(result.error.issues, fields);
    setFieldErrors(errors);
    if (otherIssues[0]) setFormError(otherIssues[0].message);
    setFocusRequest((n) => n + 1);
    return null;
  }

  function showServerError(err: unknown) {
    const split = splitServerError(err, fields);
    setFieldErrors(split.fieldErrors);
    setFormError(split.formError);
    if (Object.keys(split.fieldErrors).length > 0) setFocusRequest((n) => n + 1);
  }

  function reset() {
    setValues(initial);
    setFieldErrors({});
    setFormError(null);
  }

  const formErrorText =
    formError === null || formError === undefined
      ? null
      : typeof formError === 'string'
        ? ruleMessage(formError)
        : errorMessage(formError);

  return { values, formRef, bind, set, error, validate, showServerError, reset, formError: formErrorText };
}
