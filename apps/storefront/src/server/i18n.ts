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

/**
 * Texts built once per translator: every client component given them shares one object, and a
 * page's payload carries a shared object once, not once per card of a grid.
 */
export function textsPerTranslator<T extends object>(build: (t: Translate) => T) {
  const built = new WeakMap<Translate, T>();
  return (t: Translate): T => {
    let texts = built.get(t);
    if (!texts) {
      texts = build(t);
      built.set(t, texts);
    }
    return texts;
  };
}
