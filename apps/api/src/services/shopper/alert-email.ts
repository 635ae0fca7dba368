import type { Locale } from '@shop/domain/locales';
import type { OutgoingEmail } from '../email/outbox';

const SUBJECT: Record<Locale, string> = {
  fr: 'De retour en stock : {{product}}',
  es: 'De nuevo en stock: {{product}}',
  it: 'Di nuovo disponibile: {{product}}',
  nl: 'Weer op voorraad: {{product}}',
  de: 'Wieder auf Lager: {{product}}',
  en: 'Back in stock: {{product}}',
};

const BODY: Record<Locale, string> = {
  fr: 'Bonne nouvelle : {{product}} est de nouveau disponible en taille {{size}}.\n\nÀ vous de jouer avant qu’il ne reparte : {{link}}\n\nVous recevez ce message car vous avez demandé une alerte sur cette taille.',
  es: 'Buenas noticias: {{product}} vuelve a estar disponible en la talla {{size}}.\n\nNo dejes que se agote otra vez: {{link}}\n\nRecibes este mensaje porque pediste una alerta para esta talla.',
  it: 'Buone notizie: {{product}} è di nuovo disponibile nella taglia {{size}}.\n\nNon fartelo sfuggire: {{link}}\n\nRicevi questo messaggio perché hai chiesto un avviso per questa taglia.',
  nl: 'Goed nieuws: {{product}} is weer verkrijgbaar in maat {{size}}.\n\nWees er snel bij: {{link}}\n\nJe ontvangt dit bericht omdat je een melding voor deze maat hebt gevraagd.',
  de: 'Gute Nachricht: {{product}} ist in Größe {{size}} wieder verfügbar.\n\nSchnell sein lohnt sich: {{link}}\n\nDu erhältst diese Nachricht, weil du eine Benachrichtigung für diese Größe angefordert hast.',
  en: 'Good news: {{product}} is available again in size {{size}}.\n\nBe quick before it goes: {{link}}\n\nYou get this message because you asked for an alert on this size.',
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** The back-in-stock e-mail of a product alert, in the language it was asked in. */
export function composeAlertEmail(
  to: string,
  locale: Locale,
  values: { product: string; size: string; link: string },
): OutgoingEmail {
  return {
    to,
    kind: 'product_alert',
    locale,
    subject: fill(SUBJECT[locale], values),
    text: fill(BODY[locale], values),
  };
}
