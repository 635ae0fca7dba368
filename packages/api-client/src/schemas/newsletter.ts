import { EMAIL_MAX_LENGTH } from '@shop/domain/account';
import { z } from 'zod';
import { zLine, zText } from './text';
import { ZShopperEmail } from './shopper-email';

/**
 * Newsletter calls (storefront section 7). The body must carry an e-mail string (else 400
 * naming `email`); a string that is not a well-formed e-mail is a 422 with `messages`, which the
 * footer form shows.
 */
export const ZNewsletterRequest = z.object({
  email: zLine().max(EMAIL_MAX_LENGTH * 2),
});

export const ZNewsletterQuery = z.object({ email: ZShopperEmail });

export const ZNewsletterStatus = z.object({ email: zText(), subscribed: z.boolean() });

/** The 422 of POST /newsletters/subscribe: the first message is shown to the shopper. */
export const ZNewsletterRefusal = z.object({
  message: zText(),
  status: z.literal(422),
  messages: z.array(zText()).min(1),
});

export type TNewsletterRequest = z.infer<typeof ZNewsletterRequest>;
export type TNewsletterStatus = z.infer<typeof ZNewsletterStatus>;
export type TNewsletterRefusal = z.infer<typeof ZNewsletterRefusal>;
