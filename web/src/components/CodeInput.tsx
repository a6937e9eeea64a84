import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * A six-digit code from a mail or an authenticator app: the numeric keyboard on phones and the
 * browser's autofill of one-time codes. Its own module, so pages without one do not load it.
 */
export function CodeInput({
  value,
  onChange,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onChange: (code: string) => void }) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      {...props}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
