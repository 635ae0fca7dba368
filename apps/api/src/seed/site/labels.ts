import { perLocale } from '@shop/domain/locales';

/** Route words and CMS slugs live in @shop/domain/routes: the storefront parses them too. */
export { CMS_SLUGS } from '@shop/domain/routes';

// prettier-ignore
export const LABELS = {
  novelties: perLocale('Nouveautés', 'Novedades', 'Novità', 'Nieuw', 'Neuheiten', 'New in'),
  topSales: perLocale('Top ventes', 'Top ventas', 'Più venduti', 'Bestsellers', 'Bestseller', 'Bestsellers'),
  brands: perLocale('Marques', 'Marcas', 'Marche', 'Merken', 'Marken', 'Brands'),
  topBrands: perLocale('Marques populaires', 'Marcas populares', 'Marche popolari', 'Populaire merken', 'Beliebte Marken', 'Popular brands'),
  moreBrands: perLocale('Toutes les marques', 'Todas las marcas', 'Tutte le marche', 'Alle merken', 'Alle Marken', 'All brands'),
  artists: perLocale('Artistes', 'Artistas', 'Artisti', 'Artiesten', 'Künstler', 'Artists'),
  collaborations: perLocale('Collaborations', 'Colaboraciones', 'Collaborazioni', 'Samenwerkingen', 'Kollaborationen', 'Collaborations'),
  universes: perLocale('Univers', 'Universos', 'Universi', 'Werelden', 'Welten', 'Worlds'),
  promotions: perLocale('Promotions', 'Promociones', 'Promozioni', 'Promoties', 'Angebote', 'Promotions'),
  byDiscount: perLocale('Par remise', 'Por descuento', 'Per sconto', 'Op korting', 'Nach Rabatt', 'By discount'),
  discountFrom: perLocale('-{{p}} % et plus', '-{{p}} % o más', '-{{p}}% e oltre', '-{{p}}% en meer', 'Ab -{{p}} %', '{{p}}% off and more'),
  sale: perLocale('Soldes', 'Rebajas', 'Saldi', 'Solden', 'Sale', 'Sale'),
  quickLinks: perLocale('Accès rapides', 'Accesos rápidos', 'Accesso rapido', 'Snel naar', 'Schnellzugriff', 'Quick links'),
  flashSale: perLocale('Ventes flash', 'Ventas flash', 'Vendite flash', 'Flash sales', 'Flash Sales', 'Flash sales'),
  outlet: perLocale('Outlet', 'Outlet', 'Outlet', 'Outlet', 'Outlet', 'Outlet'),
  categories: perLocale('Catégories', 'Categorías', 'Categorie', 'Categorieën', 'Kategorien', 'Categories'),
  help: perLocale('Aide', 'Ayuda', 'Aiuto', 'Hulp', 'Hilfe', 'Help'),
  faq: perLocale('FAQ', 'Preguntas frecuentes', 'Domande frequenti', 'Veelgestelde vragen', 'Häufige Fragen', 'FAQ'),
  delivery: perLocale('Livraison et retours', 'Envíos y devoluciones', 'Spedizioni e resi', 'Verzending en retour', 'Versand und Rücksendung', 'Delivery and returns'),
  returns: perLocale('Conditions de retour', 'Condiciones de devolución', 'Condizioni di reso', 'Retourvoorwaarden', 'Rückgabebedingungen', 'Returns conditions'),
  contact: perLocale('Nous contacter', 'Contacto', 'Contattaci', 'Contact', 'Kontakt', 'Contact us'),
  company: perLocale('Maison Rue', 'Maison Rue', 'Maison Rue', 'Maison Rue', 'Maison Rue', 'Maison Rue'),
  terms: perLocale('Conditions générales de vente', 'Condiciones generales', 'Condizioni generali', 'Algemene voorwaarden', 'AGB', 'Terms and conditions'),
  legal: perLocale('Mentions légales', 'Aviso legal', 'Note legali', 'Juridische informatie', 'Impressum', 'Legal notice'),
  jobs: perLocale('Recrutement', 'Empleo', 'Lavora con noi', 'Vacatures', 'Karriere', 'Jobs'),
  promoCode: perLocale('Code promo', 'Código promocional', 'Codice promozionale', 'Kortingscode', 'Gutscheincode', 'Promo code'),
  freeShipping: perLocale('Livraison offerte dès {{amount}} €', 'Envío gratis desde {{amount}} €', 'Spedizione gratuita da {{amount}} €', 'Gratis verzending vanaf € {{amount}}', 'Kostenloser Versand ab {{amount}} €', 'Free delivery from €{{amount}}'),
  freeReturns: perLocale('Satisfait ou remboursé sous 14 jours', 'Satisfecho o reembolsado en 14 días', 'Soddisfatti o rimborsati entro 14 giorni', 'Niet goed, geld terug binnen 14 dagen', '14 Tage Geld-zurück-Garantie', 'Satisfied or refunded within 14 days'),
  newIn: perLocale('Les dernières pièces', 'Lo último', 'Gli ultimi arrivi', 'Net binnen', 'Frisch eingetroffen', 'Just landed'),
};
