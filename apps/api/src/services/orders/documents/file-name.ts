import type { Locale } from '@shop/domain/locales';
import { translator } from '../../site/translator';

export type DocumentKind = 'bill' | 'purchaseOrder';

/** `facture-FR-2611-00A1B2.pdf`: the document's word in the order's language, then its number. */
export function documentFileName(kind: DocumentKind, orderNumber: string, locale: Locale): string {
  return `${translator(locale)(`documents.${kind}.file`)}-${orderNumber}.pdf`;
}
