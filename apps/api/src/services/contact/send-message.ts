import { normalizeEmail } from '@shop/domain/account';
import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { translator } from '../site/translator';
import { enqueueEmail } from '../email/outbox';
import { composeReceiptEmail, composeServiceEmail, type ContactMessage } from './contact-email';

/**
 * Stores a contact message and sends it to the customer service, with a receipt to the
 * shopper, in one transaction: no e-mail without its record, no record without its e-mails.
 */
export async function sendContactMessage(
  db: Db,
  input: ContactMessage,
  {
    store,
    locale,
    serviceEmail,
    verifiedEmail,
  }: { store: Store; locale: Locale; serviceEmail: string; verifiedEmail: string | null },
): Promise<void> {
  const message = { ...input, email: normalizeEmail(input.email) };
  const withCopy = verifiedEmail !== null && normalizeEmail(verifiedEmail) === message.email;
  const shop = `${translator(locale)('meta.siteName')} ${store.displayName}`;
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      storeId: store.id,
      locale,
      firstName: message.firstName,
      lastName: message.lastName,
      email: message.email,
      subject: message.subject,
      orderId: message.orderId ?? null,
      message: message.message,
    });
    await enqueueEmail(
      tx,
      composeServiceEmail(message, serviceEmail, {
        shop,
        storeLocale: store.defaultLocale,
        shopperLocale: locale,
      }),
    );
    await enqueueEmail(tx, composeReceiptEmail(message, { shop, locale, withCopy }));
  });
}
