import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { errorMessage, ruleMessage } from '@/lib/error-message';
import { type FieldErrors, type Issue, issuesToFieldErrors, splitServerError } from '@/lib/form-errors';

/** What the shared zod schemas of @abhyas/core offer, without tying the web app to zod's types. */
interface SafeParser<T> {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Form state for every form of the app: values, per-field rule keys, one form-level error, and focus
 * moved to the first invalid field so keyboard and screen-reader users land on the problem.
 * Errors are kept as keys (or the ApiError) and translated at render, so switching language
 * re-translates them.
 */
export function useForm<F extends string>(initial: Record<F, string>) {
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

  /** Parses `input` with a core schema; on failure shows the errors and returns null. */
  function validate<T>(schema: SafeParser<T>, input: unknown, extraErrors: FieldErrors<F> = {}): T | null {
    setFormError(null);
    const result = schema.safeParse(input);
    const { fieldErrors: schemaErrors, otherIssues } = result.success
      ? { fieldErrors: {}, otherIssues: [] }
      : issuesToFieldErrors(result.error.issues, fields);
    const errors: FieldErrors<F> = { ...extraErrors, ...schemaErrors };
    setFieldErrors(errors);
    if (otherIssues[0]) setFormError(otherIssues[0].message);
    if (!result.success || Object.values(errors).some(Boolean)) {
      setFocusRequest((n) => n + 1);
      return null;
    }
    return result.data;
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

  return {
    values,
    formRef,
    bind,
    set,
    error,
    validate,
    showServerError,
    reset,
    /** The raw form-level error, e.g. to offer a follow-up link for a particular code. */
    rawFormError: formError,
    formError: formErrorText(formError),
  };
}

function formErrorText(error: unknown): string | null {
  if (error === null || error === undefined) return null;
  // Strings are rule keys from the schema (e.g. an invalid reset token in the URL).
  return typeof error === 'string' ? ruleMessage(error) : errorMessage(error);
}
