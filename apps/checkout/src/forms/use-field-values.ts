import { useState } from 'react';

type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * A form's values as typed, and the props that bind a text field to one of them: its name,
 * value, change handler and the message the form's check gave it.
 */
export function useFieldValues<V extends object>(
  initial: V | (() => V),
  errors: Partial<Record<string, string>>,
) {
  const [values, setValues] = useState<V>(initial);
  const field = (name: TextKeys<V>) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  return { values, setValues, field };
}
