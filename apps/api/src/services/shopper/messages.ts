import type { Locale } from '@shop/domain/locales';
import { EMPTY_PROMO_CODE_MESSAGE, type PromotionRefusal } from '@shop/domain/promotion';

/**
 * Messages the API hands to shoppers as they are shown (promotion refusals, newsletter 422,
 * alert duplicates), in the request's language. The French ones the spec gives are kept word
 * for word; the others are ours (docs/decisions.md).
 */
type Key =
  | `promo.${PromotionRefusal}`
  | 'newsletter.invalid'
  | 'newsletter.already'
  | 'alert.already'
  | 'alert.inStock';

const TEXTS: Record<Key, Record<Locale, string>> = {
  'promo.empty': {
    fr: EMPTY_PROMO_CODE_MESSAGE,
    es: 'Introduce un código promocional',
    it: 'Inserisci un codice promozionale',
    nl: 'Vul een promotiecode in',
    de: 'Bitte gib einen Gutscheincode ein',
    en: 'Please enter a promo code',
  },
  'promo.unknown': {
    fr: "Ce code promo n'existe pas",
    es: 'Este código promocional no existe',
    it: 'Questo codice promozionale non esiste',
    nl: 'Deze promotiecode bestaat niet',
    de: 'Dieser Gutscheincode existiert nicht',
    en: 'This promo code does not exist',
  },
  'promo.not_started': {
    fr: "Ce code promo n'est pas encore valable",
    es: 'Este código promocional aún no es válido',
    it: 'Questo codice promozionale non è ancora valido',
    nl: 'Deze promotiecode is nog niet geldig',
    de: 'Dieser Gutscheincode ist noch nicht gültig',
    en: 'This promo code is not valid yet',
  },
  'promo.expired': {
    fr: 'Ce code promo a expiré',
    es: 'Este código promocional ha caducado',
    it: 'Questo codice promozionale è scaduto',
    nl: 'Deze promotiecode is verlopen',
    de: 'Dieser Gutscheincode ist abgelaufen',
    en: 'This promo code has expired',
  },
  'promo.device': {
    fr: "Ce code promo n'est pas valable sur cet appareil",
    es: 'Este código promocional no es válido en este dispositivo',
    it: 'Questo codice promozionale non è valido su questo dispositivo',
    nl: 'Deze promotiecode is niet geldig op dit apparaat',
    de: 'Dieser Gutscheincode gilt nicht auf diesem Gerät',
    en: 'This promo code is not valid on this device',
  },
  'promo.minimum': {
    fr: "Ce code promo est valable dès {{amount}} € d'achat",
    es: 'Este código promocional es válido a partir de {{amount}} € de compra',
    it: 'Questo codice promozionale è valido a partire da {{amount}} € di acquisto',
    nl: 'Deze promotiecode is geldig vanaf {{amount}} € aankoop',
    de: 'Dieser Gutscheincode gilt ab einem Einkaufswert von {{amount}} €',
    en: 'This promo code applies from {{amount}} € of purchase',
  },
  'newsletter.invalid': {
    fr: 'Adresse e-mail invalide.',
    es: 'Dirección de correo electrónico no válida.',
    it: 'Indirizzo e-mail non valido.',
    nl: 'Ongeldig e-mailadres.',
    de: 'Ungültige E-Mail-Adresse.',
    en: 'Invalid e-mail address.',
  },
  'newsletter.already': {
    fr: 'Vous êtes déjà inscrit à la newsletter',
    es: 'Ya estás suscrito a la newsletter',
    it: 'Sei già iscritto alla newsletter',
    nl: 'Je bent al ingeschreven voor de nieuwsbrief',
    de: 'Du bist bereits für den Newsletter angemeldet',
    en: 'You are already subscribed to the newsletter',
  },
  'alert.already': {
    fr: 'Vous êtes déjà inscrit à cette alerte mail',
    es: 'Ya estás suscrito a esta alerta por correo',
    it: 'Sei già iscritto a questo avviso via e-mail',
    nl: 'Je bent al ingeschreven voor deze e-mailmelding',
    de: 'Du bist für diese E-Mail-Benachrichtigung bereits angemeldet',
    en: 'You are already subscribed to this e-mail alert',
  },
  'alert.inStock': {
    fr: 'Cette taille est disponible',
    es: 'Esta talla está disponible',
    it: 'Questa taglia è disponibile',
    nl: 'Deze maat is beschikbaar',
    de: 'Diese Größe ist verfügbar',
    en: 'This size is in stock',
  },
};

export function shopperMessage(
  key: Key,
  locale: Locale,
  values: Record<string, string> = {},
): string {
  return TEXTS[key][locale].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
