import type { Locale } from '@shop/domain/locales';
import { translator } from '../site/translator';
import type { OutgoingEmail } from './outbox';

/** An account e-mail in the shopper's language, texts from the account bundle. */
export function composeEmail(
  kind: OutgoingEmail['kind'],
  locale: Locale,
  to: string,
  values: { firstName: string; link: string },
): OutgoingEmail {
  const t = translator(locale);
  const key = kind === 'password_reset' ? 'reset' : 'welcome';
  return {
    to,
    kind,
    locale,
    subject: t(`account.email.${key}.subject`),
    text: t(`account.email.${key}.body`, values),
  };
}
