import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import './field.css';

/** What a field spreads on its control so that the label, hint and error belong to it. */
export interface FieldControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldProps {
  /** The visible label, above the control. */
  label: ReactNode;
  /** Help under the control, e.g. the password rules; read after the error. */
  hint?: ReactNode;
  /** Why the value was refused; marks the control invalid. Nothing when the value is fine. */
  error?: ReactNode;
  /**
   * Announces the error as soon as it appears (role="alert"): for a form without a summary
   * message of its own, which would otherwise be the one announced.
   */
  announceError?: boolean;
  /** Marks the label with "*" and the control as required (screen readers say it). */
  required?: boolean;
  /** The control's id when the form needs it (its own links or refs); generated otherwise. */
  id?: string;
  className?: string;
  /** Renders the control (input, select, textarea) with the props to spread on it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label above a control, the error and hint below it, tied to it by `aria-describedby` (the
 * error first) and `aria-invalid`. Stateless, so a server component can render it; any control
 * fits, which keeps selects and text areas in the same markup as inputs.
 */
export function Field({
  label,
  hint,
  error,
  announceError = false,
  required = false,
  id,
  className,
  children,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hasError = error != null && error !== false && error !== '';
  const errorId = hasError ? `${controlId}-error` : undefined;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx('ui-field', className)}>
      <label className="ui-field__label" htmlFor={controlId}>
        {label}
        {/* The control's required state says it to screen readers; the star is for the eye. */}
        {required ? (
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({
        id: controlId,
        required: required || undefined,
        'aria-invalid': hasError ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hasError ? (
        <p id={errorId} className="ui-field__error" role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps
  extends
    Omit<ComponentPropsWithRef<'input'>, 'id' | 'children' | 'required'>,
    Omit<FieldProps, 'children'> {
  /** Sits inside the input's box at its end, e.g. a show-password button. */
  end?: ReactNode;
  /** Classes of the input itself (`className` goes on the whole field). */
  inputClassName?: string;
}

/** The shop's text input (text, e-mail, password, tel, number…) in a `Field`. */
export function TextField({
  label,
  hint,
  error,
  announceError,
  required,
  id,
  className,
  end,
  inputClassName,
  type = 'text',
  ...input
}: TextFieldProps) {
  return (
    <Field {...{ label, hint, error, announceError, required, id, className }}>
      {(control) => (
        <div className="ui-field__control">
          <input
            {...input}
            {...control}
            type={type}
            className={cx('ui-field__input', end != null && 'ui-field__input--end', inputClassName)}
          />
          {end}
        </div>
      )}
    </Field>
  );
}
