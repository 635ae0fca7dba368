import { formatPrice } from '@shop/domain/money';
import { deliveryPromiseValues } from '@shop/i18n/delivery-promises';
import { localizePath } from '@shop/domain/locales';
import { cmsPath } from '@shop/domain/routes';
import { ContactFaq } from '../../../../components/contact/contact-faq';
import { ContactForm } from '../../../../components/contact/contact-form';
import { contactFormLabels } from '../../../../components/contact/contact-labels';
import contactStyles from '../../../../components/contact/contact.module.css';
import styles from '../../../../components/pages/pages.module.css';
import { getInit, serverApi } from '../../../../server/api';
import { getTranslator } from '../../../../server/i18n';
import { getPageRequest } from '../../../../page-request/server';
import { pageAlternates } from '../../../../seo/seo';
import { stores } from '../../../../page-request/stores';
import { pageMetadata, shopTitle } from '../../../../seo/page-metadata';

const FAQ_TOPICS = ['delivery', 'returns', 'payment', 'sizes', 'tracking'] as const;

export const generateMetadata = pageMetadata(({ store, locale, t }) => ({
  title: shopTitle(t, t('contact.title')),
  description: t('contact.metaDescription'),
  alternates: pageAlternates('/contact', store, locale, stores),
}));

/** `/contact` (journey section 2): the contact form with the FAQ, server-rendered. */
export default async function ContactPage() {
  const { store, locale } = await getPageRequest();
  const t = await getTranslator(locale);
  const [init, botCheck, shipping] = await Promise.all([
    getInit(store.id, locale),
    serverApi(store.id, locale).botCheckConfig(),
    serverApi(store.id, locale).freeShipping(),
  ]);
  const amount = formatPrice(init.freeShippingAmount.freeShipping, locale);
  // Prices and delays are the carriers' (issue 30 item 16), not the sentence's.
  const delivery = deliveryPromiseValues(shipping.delivery, locale, t);
  const faq = FAQ_TOPICS.map((topic) => ({
    question: t(`contact.faq.${topic}.question`),
    answer: t(`contact.faq.${topic}.answer`, { amount, ...delivery }),
  }));
  return (
    <div className={`page-width ${styles.page}`}>
      <header className={contactStyles.header}>
        <h1 className={styles.title}>{t('contact.title')}</h1>
        <p className={styles.lead}>{t('contact.lead')}</p>
      </header>
      <div className={contactStyles.layout}>
        <ContactFaq
          title={t('contact.faqTitle')}
          entries={faq}
          more={{
            href: localizePath(cmsPath('faq', locale), locale, store.defaultLocale),
            label: t('contact.faqMore'),
          }}
        />
        <ContactForm
          store={store.id}
          locale={locale}
          botCheck={botCheck}
          labels={contactFormLabels(t, store.id)}
        />
      </div>
    </div>
  );
}
