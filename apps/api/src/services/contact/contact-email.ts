import type { TContactRequest } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import { translator } from '../site/translator';
import type { OutgoingEmail } from '../email/outbox';

export type ContactMessage = Omit<TContactRequest, 'botToken'>;

/**
 * The message for the customer service, in the store's own language (the team that reads
 * that store's mail), with the shopper's language so the answer comes back in it.
 */
export function composeServiceEmail(
  message: ContactMessage,
  to: string,
  {
    shop,
    storeLocale,
    shopperLocale,
  }: { shop: string; storeLocale: Locale; shopperLocale: Locale },
): OutgoingEmail {
  const t = translator(storeLocale);
  const name = `${message.firstName} ${message.lastName}`;
  const subject = t(`contact.subjects.${message.subject}`);
  const lines = [
    t('contact.email.service.intro', { shop }),
    '',
    t('contact.email.service.from', { name, email: message.email }),
    t('contact.email.service.topic', { subject }),
    message.orderId
      ? t('contact.email.service.order', { orderId: message.orderId })
      : t('contact.email.service.noOrder'),
    t('contact.email.service.language', { locale: shopperLocale }),
    '',
    message.message,
  ];
  return {
    to,
    kind: 'contact',
    locale: storeLocale,
    subject: t('contact.email.service.subject', { subject, name }),
    text: lines.join('\n'),
  };
}

/**
 * The acknowledgement to the shopper, in their language. The copy of what they wrote goes only
 * to a verified address (the signed-in customer's own): else anyone could send any text to any
 * address under the shop's name.
 */
export function composeReceiptEmail(
  message: ContactMessage,
  { shop, locale, withCopy }: { shop: string; locale: Locale; withCopy: boolean },
): OutgoingEmail {
  const t = translator(locale);
  const lines = [
    t('contact.email.receipt.greeting', { firstName: message.firstName }),
    '',
    t('contact.email.receipt.body'),
    '',
    t('contact.email.service.topic', { subject: t(`contact.subjects.${message.subject}`) }),
    ...(message.orderId ? [t('contact.email.service.order', { orderId: message.orderId })] : []),
    ...(withCopy ? ['', message.message] : []),
    '',
    t('contact.email.receipt.signature', { shop }),
  ];
  return {
    to: message.email,
    kind: 'contact_receipt',
    locale,
    subject: t('contact.email.receipt.subject'),
    text: lines.join('\n'),
  };
}
