import type { Words } from '../vocabulary/types';

const w = (fr: string, es: string, it: string, nl: string, de: string, en: string): Words => ({
  fr,
  es,
  it,
  nl,
  de,
  en,
});

/** Route words and CMS slugs live in @shop/domain/routes: the storefront parses them too. */
export { CMS_SLUGS } from '@shop/domain/routes';

// prettier-ignore
export const LABELS = {
  novelties: w('Nouveautés', 'Novedades', 'Novità', 'Nieuw', 'Neuheiten', 'New in'),
  topSales: w('Top ventes', 'Top ventas', 'Più venduti', 'Bestsellers', 'Bestseller', 'Bestsellers'),
  brands: w('Marques', 'Marcas', 'Marche', 'Merken', 'Marken', 'Brands'),
  topBrands: w('Marques populaires', 'Marcas populares', 'Marche popolari', 'Populaire merken', 'Beliebte Marken', 'Popular brands'),
  moreBrands: w('Toutes les marques', 'Todas las marcas', 'Tutte le marche', 'Alle merken', 'Alle Marken', 'All brands'),
  artists: w('Artistes', 'Artistas', 'Artisti', 'Artiesten', 'Künstler', 'Artists'),
  collaborations: w('Collaborations', 'Colaboraciones', 'Collaborazioni', 'Samenwerkingen', 'Kollaborationen', 'Collaborations'),
  universes: w('Univers', 'Universos', 'Universi', 'Werelden', 'Welten', 'Worlds'),
  promotions: w('Promotions', 'Promociones', 'Promozioni', 'Promoties', 'Angebote', 'Promotions'),
  byDiscount: w('Par remise', 'Por descuento', 'Per sconto', 'Op korting', 'Nach Rabatt', 'By discount'),
  discountFrom: w('-{p} % et plus', '-{p} % o más', '-{p}% e oltre', '-{p}% en meer', 'Ab -{p} %', '{p}% off and more'),
  sale: w('Soldes', 'Rebajas', 'Saldi', 'Solden', 'Sale', 'Sale'),
  quickLinks: w('Accès rapides', 'Accesos rápidos', 'Accesso rapido', 'Snel naar', 'Schnellzugriff', 'Quick links'),
  flashSale: w('Ventes flash', 'Ventas flash', 'Vendite flash', 'Flash sales', 'Flash Sales', 'Flash sales'),
  outlet: w('Outlet', 'Outlet', 'Outlet', 'Outlet', 'Outlet', 'Outlet'),
  categories: w('Catégories', 'Categorías', 'Categorie', 'Categorieën', 'Kategorien', 'Categories'),
  help: w('Aide', 'Ayuda', 'Aiuto', 'Hulp', 'Hilfe', 'Help'),
  faq: w('FAQ', 'Preguntas frecuentes', 'Domande frequenti', 'Veelgestelde vragen', 'Häufige Fragen', 'FAQ'),
  delivery: w('Livraison et retours', 'Envíos y devoluciones', 'Spedizioni e resi', 'Verzending en retour', 'Versand und Rücksendung', 'Delivery and returns'),
  returns: w('Conditions de retour', 'Condiciones de devolución', 'Condizioni di reso', 'Retourvoorwaarden', 'Rückgabebedingungen', 'Returns conditions'),
  contact: w('Nous contacter', 'Contacto', 'Contattaci', 'Contact', 'Kontakt', 'Contact us'),
  company: w('Maison Rue', 'Maison Rue', 'Maison Rue', 'Maison Rue', 'Maison Rue', 'Maison Rue'),
  terms: w('Conditions générales de vente', 'Condiciones generales', 'Condizioni generali', 'Algemene voorwaarden', 'AGB', 'Terms and conditions'),
  legal: w('Mentions légales', 'Aviso legal', 'Note legali', 'Juridische informatie', 'Impressum', 'Legal notice'),
  jobs: w('Recrutement', 'Empleo', 'Lavora con noi', 'Vacatures', 'Karriere', 'Jobs'),
  promoCode: w('Code promo', 'Código promocional', 'Codice promozionale', 'Kortingscode', 'Gutscheincode', 'Promo code'),
  freeShipping: w('Livraison offerte dès {amount} €', 'Envío gratis desde {amount} €', 'Spedizione gratuita da {amount} €', 'Gratis verzending vanaf € {amount}', 'Kostenloser Versand ab {amount} €', 'Free delivery from €{amount}'),
  freeReturns: w('Satisfait ou remboursé sous 14 jours', 'Satisfecho o reembolsado en 14 días', 'Soddisfatti o rimborsati entro 14 giorni', 'Niet goed, geld terug binnen 14 dagen', '14 Tage Geld-zurück-Garantie', 'Satisfied or refunded within 14 days'),
  newIn: w('Les dernières pièces', 'Lo último', 'Gli ultimi arrivi', 'Net binnen', 'Frisch eingetroffen', 'Just landed'),
};
