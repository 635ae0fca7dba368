import type { TCmsBlock, TPageInfo } from '@shop/api-client';
import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import { notFound } from 'next/navigation';
import { serverApi } from '../../server/api';
import type { Translate } from '../../server/i18n';
import { PageHeader } from './page-header';
import styles from './pages.module.css';

function Block({ block }: { block: TCmsBlock }) {
  switch (block.type) {
    case 'heading':
      return <h2>{block.text}</h2>;
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'faq':
      return (
        <section className={styles.faq}>
          <h2>{block.title}</h2>
          {block.items.map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </section>
      );
  }
}

/** `/t/{slug}`: a CMS page of the store (delivery, terms, FAQ...), from structured blocks. */
export async function CmsView({
  info,
  slug,
  store,
  locale,
  t,
}: {
  info: TPageInfo;
  slug: string;
  store: Store;
  locale: Locale;
  t: Translate;
}) {
  const page = await serverApi(store.id, locale)
    .cmsPage(slug)
    .catch((error: { status?: number }) => {
      if (error.status === 404) notFound();
      throw error;
    });
  return (
    <article className={`page-width ${styles.page}`}>
      <PageHeader title={page.title} crumbs={info.breadcrumb.parts} store={store} t={t} />
      <div className={styles.prose}>
        {page.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
    </article>
  );
}
