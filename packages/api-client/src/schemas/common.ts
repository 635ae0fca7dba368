import { LOCALES } from '@shop/domain/locales';
import { z } from 'zod';
import { zText } from './text';

/** Building blocks shared by the request and answer schemas. */

export const ZPerLocale = z.partialRecord(z.enum(LOCALES), zText());

const MAX_INT = 2_147_483_647;

/** A numeric id in a path parameter ("12"), as the positive integer the database holds. */
export const ZIdParam = zText()
  .regex(/^[1-9]\d{0,9}$/, 'expected a positive integer')
  .transform(Number)
  .refine((id) => id <= MAX_INT, 'too large');

export const ZId = z.number().int().positive().max(MAX_INT);

/** Content slugs: lower-case words joined by hyphens or underscores (top_categorie_homepage). */
export const ZSlug = zText()
  .max(120)
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'expected a lower-case slug');

/** A site-relative path such as /t-shirts-c7. */
export const ZPath = zText().startsWith('/');

/**
 * A repeated query parameter (`ids[]=1&ids[]=2`): one value arrives as a string, several as an
 * array; both become an array.
 */
export const queryList = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (value) => (value === undefined ? value : Array.isArray(value) ? value : [value]),
    z.array(item).min(1).max(max),
  );

export const ZLabelledLink = z.object({ label: zText(), url: zText() });
export type TLabelledLink = z.infer<typeof ZLabelledLink>;

/** Every error answer of the API: 400 names the wrong `field` (a parameter, header or body). */
export const ZApiErrorBody = z.object({
  message: zText(),
  status: z.number().int().min(400).max(599),
  field: zText().optional(),
});
export type TApiErrorBody = z.infer<typeof ZApiErrorBody>;

/** Path parameters of an order's and a return's endpoints. */
export const ZOrderIdParams = z.object({ orderId: ZIdParam });
export const ZReturnOrderIdParams = z.object({ returnOrderId: ZIdParam });
/** The `:id` of a resource's path. */
export const ZIdParams = z.object({ id: ZIdParam });
