import { getTranslator } from '../../../../server/i18n';
import { getPageRequest } from '../../../../page-request/server';
import styles from './maintenance.module.css';
import { pageMetadata, shopTitle } from '../../../../seo/page-metadata';

export const generateMetadata = pageMetadata(({ t }) => ({
  title: shopTitle(t, t('maintenance.title')),
  robots: { index: false },
}));

/**
 * Shown while the back office's maintenance flag is on; the proxy answers it with 503 then and
 * sends it home once the flag is off (storefront section 4).
 */
export default async function MaintenancePage() {
  const { locale } = await getPageRequest();
  const t = await getTranslator(locale);
  return (
    <section className={styles.page} aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">{t('maintenance.title')}</h1>
      <p>{t('maintenance.message')}</p>
      <p className={styles.hint}>{t('maintenance.hint')}</p>
    </section>
  );
}
