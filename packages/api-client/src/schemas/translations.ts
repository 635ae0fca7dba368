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
