import { notFound } from 'next/navigation';
import { TemplateBlocks } from '../../../../../components/template/template-blocks';
import { getTranslator } from '../../../../../server/i18n';
import { getPageRequest, type PageParams } from '../../../../../page-request/server';
import { pageAlternates } from '../../../../../seo/seo';
import { stores } from '../../../../../page-request/stores';
import { loadTemplatePage } from '../../../../../server/template-page';
import { pageMetadata } from '../../../../../seo/page-metadata';

type TemplateRoute = PageParams & { slug: string };
type TemplateParams = Promise<TemplateRoute>;

export const generateMetadata = pageMetadata<TemplateRoute>(async ({ store, locale, params }) => {
  const page = await loadTemplatePage(store.id, locale, params.slug);
  if (!page) return {};
  return {
    title: page.metaTitle,
    description: page.metaDescription,
    alternates: pageAlternates(`/tp/${page.slug}`, store, locale, stores),
  };
});

/** `/tp/{name}`: a CMS-driven page; one whose content fails to load is a 404 (section 2). */
export default async function TemplatePage({ params }: { params: TemplateParams }) {
  const { store, locale } = await getPageRequest();
  const page = await loadTemplatePage(store.id, locale, (await params).slug);
  if (!page) notFound();
  return (
    <TemplateBlocks page={page} store={store} locale={locale} t={await getTranslator(locale)} />
  );
}
