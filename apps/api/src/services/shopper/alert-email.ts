import type { Locale } from '@shop/domain/locales';
import type { OutgoingEmail } from '../email/outbox';
import { translator } from '../site/translator';

/** The back-in-stock e-mail of a product alert, in the language it was asked in. */
export function composeAlertEmail(
  to: string,
  locale: Locale,
  values: { product: string; size: string; link: string },
): OutgoingEmail {
  const t = translator(locale);
  return {
    to,
    kind: 'product_alert',
    locale,
    subject: t('server.alertEmail.subject', values),
    text: t('server.alertEmail.body', values),
  };
}
