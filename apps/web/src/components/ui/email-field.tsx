import { TextField, type TextFieldProps } from '@/components/ui/text-field';

/** An email input as phones need it: the @ keyboard, no auto-capital first letter, no spell-check. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
