import { LOCALES } from '@shop/domain/locales';
import { SECURITY_TXT_PATH, securityTxt } from '@shop/domain/security-txt';
import { env } from '../../../env';
import { hostStore } from '../../../page-request/server';

/**
 * RFC 9116's security.txt of the store the host names (issue 30, item 5: the home page
 * answered here). Expires is computed per answer, so the file never goes out of date.
 */
export async function GET() {
  const store = await hostStore();
  const contacts = env.SECURITY_CONTACT
    ? env.SECURITY_CONTACT.split(',').map((contact) => contact.trim())
    : [`mailto:security@${new URL(store.baseUrl).hostname}`];
  const body = securityTxt({
    contacts,
    canonical: `${store.baseUrl}${SECURITY_TXT_PATH}`,
    languages: [store.defaultLocale, ...LOCALES.filter((locale) => locale !== store.defaultLocale)],
    now: new Date(),
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
