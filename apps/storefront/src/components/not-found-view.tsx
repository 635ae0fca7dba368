import { localizePath } from '@shop/domain/locales';
import { buttonClassName } from '@shop/ui';
import { getTranslator } from '../server/i18n';
import { shopTitle } from '../seo/page-metadata';
import { getPageRequest } from '../page-request/server';
import { ShoppingSuggestions } from './shopping-suggestions';

/**
 * The 404 page (storefront section 2): heading, message, then the top categories and six top
 * sales to go on shopping. not-found.tsx receives no params: the store and language are the page
 * request's. The brand restriction says so (section 8); anything
 * else is a page that was not found.
 */
export async function NotFoundView() {
  const { store, locale, notFound } = await getPageRequest();
  const restricted = notFound === 'restricted';
  const t = await getTranslator(locale);
  const href = (target: string) => localizePath(target, locale, store.defaultLocale);
  return (
    <section className="page-width" style={{ paddingBlock: 48, display: 'grid', gap: 32 }}>
      {/* React hoists these into <head>; not-found pages get no generated metadata. */}
      <title>{shopTitle(t, t('errors.notFoundTitle'))}</title>
      <meta name="robots" content="noindex" />
      <div>
        <h1>{t('errors.notFoundTitle')}</h1>
        <p>{restricted ? t('errors.restrictedMessage') : t('errors.notFoundMessage')}</p>
        <p>
          <a href={href('/')} className={buttonClassName({ variant: 'secondary' })}>
            {t('errors.backHome')}
          </a>
        </p>
      </div>
      <ShoppingSuggestions store={store} locale={locale} t={t} />
    </section>
  );
}
