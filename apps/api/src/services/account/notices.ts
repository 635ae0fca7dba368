import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import type { OutgoingEmail } from '../email/outbox';
import { shopLink } from '../security/links';
import { translator } from '../site/translator';

/**
 * The security notices of the account area (password changed, e-mail changed, account closed),
 * in the customer's language. Each says what happened and where to turn if it was not them.
 */

const KEYS = {
  password_changed: 'passwordChanged',
  email_changed: 'emailChanged',
  account_closed: 'accountClosed',
} as const;

export type NoticeKind = keyof typeof KEYS;

/** Someone who did not make the change writes to the customer service. */
export const CONTACT_PATH = '/contact';

export function accountNotice(
  kind: NoticeKind,
  to: string,
  values: { firstName: string; email?: string },
  { store, locale }: { store: Store; locale: Locale },
): OutgoingEmail {
  const t = translator(locale);
  const key = `account.email.${KEYS[kind]}`;
  return {
    to,
    kind,
    locale,
    subject: t(`${key}.subject`),
    text: t(`${key}.body`, { ...values, link: shopLink(store, locale, CONTACT_PATH) }),
  };
}
