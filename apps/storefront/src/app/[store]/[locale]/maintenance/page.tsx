import { getTranslator } from '../../../../lib/i18n';
import { pageContext, type PageParams } from '../../../../lib/request';
import styles from './maintenance.module.css';
import { pageMetadata, shopTitle } from '../../../../lib/page-metadata';

export const generateMetadata = pageMetadata(({ t }) => ({
  title: shopTitle(t, t('maintenance.title')),
  robots: { index: false },
}));

/**
 * Shown while the back office's maintenance flag is on; the proxy answers it with 503 then and
 * sends it home once the flag is off (storefront section 4).
 */
export default async function MaintenancePage({ params }: { params: Promise<PageParams> }) {
  const { locale } = await pageContext(params);
  const t = getTranslator(locale);
  return (
    <section className={styles.page} aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">{t('maintenance.title')}</h1>
      <p>{t('maintenance.message')}</p>
      <p className={styles.hint}>{t('maintenance.hint')}</p>
    </section>
  );
}
