import type { Locale } from '@shop/domain/locales';
import { createI18n } from '@shop/i18n';
import type { OutgoingEmail } from './outbox';

const instances = new Map<Locale, ReturnType<typeof createI18n>>();
/** The `t` of a locale's bundle; one i18next instance per locale for the process. */
export const translator = (locale: Locale) => {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    instances.set(locale, instance);
  }
  return instance.t.bind(instance);
};

/** An account e-mail in the shopper's language, texts from the account bundle. */
export function composeEmail(
  kind: OutgoingEmail['kind'],
  locale: Locale,
  to: string,
  values: { firstName: string; link: string },
): OutgoingEmail {
  const t = translator(locale);
  const key = kind === 'password_reset' ? 'reset' : 'welcome';
  return {
    to,
    kind,
    locale,
    subject: t(`account.email.${key}.subject`),
    text: t(`account.email.${key}.body`, values),
  };
}
