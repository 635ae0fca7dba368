import { UnsubscribeForm } from '../../../../components/newsletter/unsubscribe-form';
import styles from '../../../../components/pages/pages.module.css';
import { getTranslator } from '../../../../server/i18n';
import { getPageRequest } from '../../../../page-request/server';
import { pageMetadata, shopTitle } from '../../../../seo/page-metadata';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export const generateMetadata = pageMetadata(({ t }) => ({
  title: shopTitle(t, t('unsubscribe.title')),
  robots: { index: false },
}));

/** Newsletter preferences, reached from the e-mails' link (`?email=`, storefront section 2). */
export default async function UnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  const { store, locale } = await getPageRequest();
  const t = await getTranslator(locale);
  const email = (await searchParams).email;
  return (
    <section
      className={`page-width ${styles.page} ${styles.narrow}`}
      aria-labelledby="unsubscribe-title"
    >
      <h1 id="unsubscribe-title" className={styles.title}>
        {t('unsubscribe.title')}
      </h1>
      <p className={styles.lead}>{t('unsubscribe.text')}</p>
      <UnsubscribeForm
        initialEmail={typeof email === 'string' ? email : ''}
        store={store.id}
        locale={locale}
        labels={{
          email: t('unsubscribe.email'),
          submit: t('unsubscribe.submit'),
          done: t('unsubscribe.done'),
          invalid: t('unsubscribe.invalid'),
          error: t('newsletter.errorText'),
          subscribed: t('unsubscribe.subscribed'),
          notSubscribed: t('unsubscribe.notSubscribed'),
        }}
      />
    </section>
  );
}
