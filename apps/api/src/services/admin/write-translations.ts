import type { TAdminTranslationsWrite, TAdminTranslationsWritten } from '@shop/api-client/schemas';
import { messageKeys, messages } from '@shop/i18n';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { translations } from '../../db/schema';
import { HttpError } from '../../infra/http-error';
import type { AppCaches } from '../../infra/ttl-cache';

/** The keys the front ends read: a text under any other key would never be shown. */
const KNOWN_KEYS = new Set(messageKeys(messages.fr));

/**
 * PUT /admin/translations: writes the back office's texts of one language over the shop's,
 * or removes them (`null`: the front ends keep their bundled text). Then every API instance
 * and the storefront forget what showed the old texts (the settings' scope, ttl-cache.ts).
 */
export async function writeTranslations(
  db: Db,
  caches: AppCaches,
  { locale, texts }: TAdminTranslationsWrite,
): Promise<TAdminTranslationsWritten> {
  const entries = Object.entries(texts);
  const unknown = entries.find(([key]) => !KNOWN_KEYS.has(key));
  if (unknown) throw new HttpError(400, `Unknown message key ${unknown[0]}`, `texts.${unknown[0]}`);
  const written = entries.flatMap(([key, value]) =>
    value === null ? [] : [{ locale, key, value }],
  );
  const restored = entries.flatMap(([key, value]) => (value === null ? [key] : []));
  await db.transaction(async (tx) => {
    if (written.length)
      await tx
        .insert(translations)
        .values(written)
        .onConflictDoUpdate({
          target: [translations.locale, translations.key],
          set: { value: sql`excluded.value` },
        });
    if (restored.length)
      await tx
        .delete(translations)
        .where(and(eq(translations.locale, locale), inArray(translations.key, restored)));
  });
  await caches.forget('settings');
  return { locale, written: written.length, restored: restored.length };
}
