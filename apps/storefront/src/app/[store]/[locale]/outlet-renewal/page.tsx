import { localizePath } from '@shop/domain/locales';
import { outletRefusalTarget } from '@shop/domain/outlet';
import pages from '../../../../components/pages/pages.module.css';
import { OutletRenewal } from '../../../../components/outlet/outlet-renewal';
import { getPageRequest } from '../../../../page-request/server';
import { getTranslator } from '../../../../server/i18n';

export const metadata = { robots: { index: false, follow: false } };

/**
 * Where the outlet guard sends a signed-in shopper whose access token expired
 * (routing/outlet-guard.ts): the browser renews the session, then opens the outlet again.
 */
export default async function OutletRenewalPage() {
  const { store, locale } = await getPageRequest();
  const t = await getTranslator(locale);
  const refused = outletRefusalTarget(localizePath('/', locale, store.defaultLocale));
  return (
    <div className={pages.page}>
      <OutletRenewal
        store={store.id}
        locale={locale}
        refusedHref={`${refused.pathname}${refused.search}`}
        text={t('outlet.checking')}
      />
    </div>
  );
}
