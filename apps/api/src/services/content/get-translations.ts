import type { TMessages } from '@shop/api-client/schemas';
import { CACHE_SECONDS } from '@shop/domain/cache';
import type { Locale } from '@shop/domain/locales';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { translations } from '../../db/schema';
import { translationsCacheKey, type TtlCache } from '../../infra/ttl-cache';

/** Dotted keys back to the nested shape of the bundles (`a.b` gives `{ a: { b } }`). */
export function nestMessages(rows: { key: string; value: string }[]): TMessages {
  const root: TMessages = {};
  for (const { key, value } of rows) {
    const parts = key.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node = typeof next === 'object' ? next : (node[part] = {});
    }
    node[parts[parts.length - 1]!] = value;
  }
  return root;
}

/** GET /translations: the message texts of a language (translations lifetime, 600 s). */
export function getTranslations(
  db: Db,
  cache: TtlCache,
  locale: Locale,
  noCache: boolean,
): Promise<TMessages> {
  return cache.get(
    translationsCacheKey(locale),
    CACHE_SECONDS.translations,
    async () =>
      nestMessages(
        await db
          .select({ key: translations.key, value: translations.value })
          .from(translations)
          .where(eq(translations.locale, locale))
          .orderBy(asc(translations.key)),
      ),
    noCache,
  );
}
