// A plain text input for the public pages, styled like the console's inputs.
import type { InputHTMLAttributes } from 'react';

export function TextInput({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={`ui-input ${className ?? ''}`} {...rest} />;
}
