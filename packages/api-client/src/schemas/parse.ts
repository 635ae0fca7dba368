import { MAX_PAGE_PATH_LENGTH, MAX_PAGE_TARGET_LENGTH } from '@shop/domain/request-target';
import { z } from 'zod';
import { zText } from './text';
import { ZPath } from './common';
import { ZPageInfo } from './page-info';

// Printable ASCII without spaces: what a browser sends once a path is percent-encoded.
const PRINTABLE = /^[\x21-\x7e]*$/;

/** POST /parse: the path asked (locale prefix included), the full URL and the store base URL. */
export const ZParseRequest = z.object({
  path: ZPath.max(MAX_PAGE_PATH_LENGTH).regex(PRINTABLE, 'expected an encoded path'),
  url: zText().max(MAX_PAGE_TARGET_LENGTH).regex(PRINTABLE, 'expected an encoded URL').optional(),
  baseUrl: z.url().max(512).optional(),
});

/**
 * 200 with the page info, 301/302 to `url` (query rebuilt; `href` has `~` and `#` escaped), or
 * 404 without page info.
 */
export const ZParseAnswer = z.object({
  code: z.union([z.literal(200), z.literal(301), z.literal(302), z.literal(404)]),
  url: z.object({
    path: ZPath,
    queryParams: z.record(zText(), zText()),
    href: ZPath,
  }),
  pageInfo: ZPageInfo.nullable(),
});

export type TParseRequest = z.infer<typeof ZParseRequest>;
export type TParseAnswer = z.infer<typeof ZParseAnswer>;
