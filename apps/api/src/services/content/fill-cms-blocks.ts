import { interpolate } from '@shop/i18n/interpolate';
import type { CmsBlockJson } from '../../db/schema';

/** A CMS block with `fill` applied to every text it shows (headings, paragraphs, lists, FAQs). */
export function fillCmsBlock(block: CmsBlockJson, fill: (text: string) => string): CmsBlockJson {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return { ...block, text: fill(block.text) };
    case 'list':
      return { ...block, items: block.items.map(fill) };
    case 'faq':
      return {
        ...block,
        title: fill(block.title),
        items: block.items.map((item) => ({
          question: fill(item.question),
          answer: fill(item.answer),
        })),
      };
  }
}

/** Blocks with their `{{name}}` placeholders filled; unknown placeholders stay as written. */
export const fillCmsBlocks = (
  blocks: readonly CmsBlockJson[],
  values: Readonly<Record<string, string>>,
): CmsBlockJson[] =>
  blocks.map((block) => fillCmsBlock(block, (text) => interpolate(text, values)));
