import 'server-only';
import { translator } from '@shop/i18n';

/**
 * The storefront's one way to translate: the `t` of a locale from @shop/i18n (one i18next
 * instance per locale for the process), shared by every server component of every page.
 * Client components get their texts as props; the global error page, which has no server
 * page around it, loads the same translator.
 */
export const getTranslator = translator;
export type Translate = ReturnType<typeof getTranslator>;
