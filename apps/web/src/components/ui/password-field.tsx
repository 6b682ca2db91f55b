import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  showLabel: string;
  hideLabel: string;
}

/** Typing a password on a small keyboard is error-prone; letting people see it saves retries. */
export function PasswordField({ showLabel, hideLabel, id, ...props }: PasswordFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;

  return (
    <TextField
      {...props}
      id={inputId}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-controls={inputId}
          onClick={() => setVisible((v) => !v)}
          className="inline-flex min-h-12 min-w-12 items-center gap-1.5 rounded-r-lg px-3 text-sm font-semibold text-primary-700 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          <Icon aria-hidden="true" className="size-4" />
          {visible ? hideLabel : showLabel}
        </button>
      }
    />
  );
}
