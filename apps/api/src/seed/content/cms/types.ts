import type { CmsPageKey } from '@shop/domain/routes';
import type { CmsBlockJson } from '../../../db/schema';

/**
 * The text of the CMS pages in one language. Placeholders filled per store: {{shop}} (store
 * name), {{amount}} (free-shipping threshold), {{email}} (customer service), {{country}}.
 */
export interface CmsText {
  title: string;
  metaDescription: string;
  blocks: CmsBlockJson[];
}
export type CmsTexts = Record<CmsPageKey, CmsText>;

export const h = (text: string): CmsBlockJson => ({ type: 'heading', text });
export const p = (text: string): CmsBlockJson => ({ type: 'paragraph', text });
export const list = (...items: string[]): CmsBlockJson => ({ type: 'list', items });
export const faq = (title: string, ...pairs: [string, string][]): CmsBlockJson => ({
  type: 'faq',
  title,
  items: pairs.map(([question, answer]) => ({ question, answer })),
});
