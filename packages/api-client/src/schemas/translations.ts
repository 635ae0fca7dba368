import { z } from 'zod';
import { zText } from './text';
import { ZLocale } from './init';

export interface TMessages {
  [key: string]: string | TMessages;
}
export const ZMessages: z.ZodType<TMessages> = z.lazy(() =>
  z.record(zText(), z.union([zText(), ZMessages])),
);

/** GET /translations: the message texts of one language, nested as in the bundles. */
export const ZTranslations = z.object({ locale: ZLocale, messages: ZMessages });
/** `locale` picks the language; without it, Accept-Language or the store's own language. */
export const ZTranslationsQuery = z.object({ locale: ZLocale.optional() });

export type TTranslations = z.infer<typeof ZTranslations>;

/** A message's dotted key as the bundles nest it (`footer.newsletter.title`). */
const ZMessageKey = zText()
  .max(200)
  .regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/, 'a dotted message key');

/**
 * PUT /admin/translations: the back office's texts of one language, by dotted key. A text
 * replaces the shop's one for that key; `null` gives the key its bundled text back. At most
 * 500 keys a call, 4000 characters a text: a page of the back office, not a bulk import.
 */
export const ZAdminTranslationsWrite = z
  .object({
    locale: ZLocale,
    texts: z
      .record(ZMessageKey, zText().max(4000).nullable())
      .refine((texts) => Object.keys(texts).length >= 1, 'at least one text')
      .refine((texts) => Object.keys(texts).length <= 500, 'at most 500 texts a call'),
  })
  .strict();
export type TAdminTranslationsWrite = z.infer<typeof ZAdminTranslationsWrite>;

/** Its answer: how many texts were written and how many went back to the bundled one. */
export const ZAdminTranslationsWritten = z.object({
  locale: ZLocale,
  written: z.number().int().nonnegative(),
  restored: z.number().int().nonnegative(),
});
export type TAdminTranslationsWritten = z.infer<typeof ZAdminTranslationsWritten>;
