import { useId, useState } from 'react';
import { TextField, type TextFieldProps } from './field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'end'> {
  /** The toggle's text while the password is hidden, e.g. "Afficher le mot de passe". */
  showLabel: string;
  /** The toggle's text while the password is shown, e.g. "Masquer le mot de passe". */
  hideLabel: string;
}

/** A password `TextField` with a button that shows or hides what was typed. */
export function PasswordField({ showLabel, hideLabel, id, ...props }: PasswordFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const [revealed, setRevealed] = useState(false);
  return (
    <TextField
      {...props}
      id={controlId}
      type={revealed ? 'text' : 'password'}
      end={
        <button
          type="button"
          className="ui-field__reveal"
          // Its text says what it will do; a pressed state on top would be announced twice.
          aria-controls={controlId}
          onClick={() => setRevealed((value) => !value)}
        >
          {revealed ? hideLabel : showLabel}
        </button>
      }
    />
  );
}
