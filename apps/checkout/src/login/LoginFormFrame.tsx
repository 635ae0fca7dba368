import type { FormEvent, ReactNode, RefObject } from 'react';
import { FormMessage } from '../forms/FormMessage';
import formStyles from '../forms/forms.module.css';
import styles from './LoginPage.module.css';
import type { FormNotice } from './use-login-form';

/**
 * The frame of the login page's two forms: a form named by its heading, an optional intro,
 * the form's message, then its fields.
 */
export function LoginFormFrame({
  form,
  id,
  title,
  intro,
  message,
  onSubmit,
  children,
}: {
  form: RefObject<HTMLFormElement | null>;
  /** Names the heading (`{id}-title`) the form is labelled by. */
  id: string;
  title: string;
  intro?: string;
  message: FormNotice | null;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form
      ref={form}
      className={formStyles.form}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={styles.formTitle}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
      {children}
    </form>
  );
}
