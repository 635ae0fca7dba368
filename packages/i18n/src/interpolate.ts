import i18next, { type i18n } from 'i18next';

let instance: i18n | undefined;

/**
 * Fills the `{{name}}` placeholders of a text that is not a bundle's (a seed template, a label
 * handed to a component with its placeholders left in) with i18next's own interpolator, so every
 * text of the shop is filled the same way: `interpolate('Size {{size}}', { size: 'M' })`.
 * A placeholder without a value stays as it is, as with `t`.
 */
export function interpolate(
  text: string,
  values: Record<string, string | number>,
  locale = 'fr',
): string {
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      initImmediate: false,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
  }
  return instance.services.interpolator.interpolate(text, values, locale, {});
}
