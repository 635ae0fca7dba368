import type { Locale } from '@shop/domain/locales';

type T = Readonly<Record<Locale, string>>;
const w = (fr: string, es: string, it: string, nl: string, de: string, en: string): T => ({
  fr,
  es,
  it,
  nl,
  de,
  en,
});

/** Words of breadcrumbs, headings and SEO texts the API writes itself. */
// prettier-ignore
export const PAGE_LABELS = {
  home: w('Accueil', 'Inicio', 'Home', 'Home', 'Startseite', 'Home'),
  brands: w('Marques', 'Marcas', 'Marche', 'Merken', 'Marken', 'Brands'),
  artists: w('Artistes', 'Artistas', 'Artisti', 'Artiesten', 'Künstler', 'Artists'),
  novelty: w('Nouveautés', 'Novedades', 'Novità', 'Nieuw', 'Neuheiten', 'New in'),
  top_sales: w('Top ventes', 'Top ventas', 'Più venduti', 'Bestsellers', 'Bestseller', 'Best sellers'),
  promotions: w('Promotions', 'Promociones', 'Promozioni', 'Promoties', 'Angebote', 'Promotions'),
  flash_sale: w('Ventes flash', 'Ventas flash', 'Vendite flash', 'Flash sales', 'Flash Sales', 'Flash sales'),
  sales: w('Soldes', 'Rebajas', 'Saldi', 'Solden', 'Sale', 'Sale'),
  best_offers_1: w('Bons plans', 'Chollos', 'Occasioni', 'Koopjes', 'Schnäppchen', 'Deals'),
  best_offers_2: w('Meilleures offres', 'Mejores ofertas', 'Migliori offerte', 'Beste aanbiedingen', 'Beste Angebote', 'Best offers'),
  outlet: w('Outlet', 'Outlet', 'Outlet', 'Outlet', 'Outlet', 'Outlet'),
  search: w('Recherche', 'Búsqueda', 'Ricerca', 'Zoeken', 'Suche', 'Search'),
  searchFor: w('Recherche « {q} »', 'Búsqueda «{q}»', 'Ricerca «{q}»', 'Zoeken naar “{q}”', 'Suche nach „{q}“', 'Search for “{q}”'),
  wishlist: w('Mes favoris', 'Mis favoritos', 'I miei preferiti', 'Mijn favorieten', 'Meine Favoriten', 'My favourites'),
  contact: w('Nous contacter', 'Contacto', 'Contattaci', 'Contact', 'Kontakt', 'Contact us'),
  account: w('Mon compte', 'Mi cuenta', 'Il mio account', 'Mijn account', 'Mein Konto', 'My account'),
  basket: w('Mon panier', 'Mi cesta', 'Il mio carrello', 'Mijn winkelmandje', 'Mein Warenkorb', 'My basket'),
  checkout: w('Commande', 'Pedido', 'Ordine', 'Bestelling', 'Bestellung', 'Checkout'),
  autoconnect: w('Connexion', 'Inicio de sesión', 'Accesso', 'Inloggen', 'Anmeldung', 'Sign in'),
  maintenance: w('Maintenance', 'Mantenimiento', 'Manutenzione', 'Onderhoud', 'Wartung', 'Maintenance'),
  unsubscribe: w('Préférences newsletter', 'Preferencias de la newsletter', 'Preferenze newsletter', 'Nieuwsbriefvoorkeuren', 'Newsletter-Einstellungen', 'Newsletter preferences'),
  page: w('page {n}', 'página {n}', 'pagina {n}', 'pagina {n}', 'Seite {n}', 'page {n}'),
  homeTitle: w('Maison Rue – streetwear, sneakers et accessoires', 'Maison Rue – streetwear, zapatillas y accesorios', 'Maison Rue – streetwear, sneakers e accessori', 'Maison Rue – streetwear, sneakers en accessoires', 'Maison Rue – Streetwear, Sneaker und Accessoires', 'Maison Rue – streetwear, sneakers and accessories'),
  homeDescription: w('Les marques qui font la rue, livrées en 48 h. Livraison offerte dès {amount} €, retours sous 14 jours.', 'Las marcas que hacen la calle, en 48 h. Envío gratis desde {amount} €, devoluciones en 14 días.', 'I brand che fanno la strada, in 48 ore. Spedizione gratuita da {amount} €, resi entro 14 giorni.', 'De merken die de straat maken, binnen 48 uur. Gratis verzending vanaf € {amount}, retour binnen 14 dagen.', 'Die Marken, die die Straße prägen, in 48 Stunden. Kostenloser Versand ab {amount} €, 14 Tage Rückgabe.', 'The labels that make the street, in 48 hours. Free delivery from €{amount}, returns within 14 days.'),
  listingDescription: w('{title} : toute la sélection streetwear de Maison Rue. Livraison offerte dès {amount} €, retours sous 14 jours.', '{title}: toda la selección streetwear de Maison Rue. Envío gratis desde {amount} €, devoluciones en 14 días.', '{title}: tutta la selezione streetwear di Maison Rue. Spedizione gratuita da {amount} €, resi entro 14 giorni.', '{title}: de hele streetwearselectie van Maison Rue. Gratis verzending vanaf € {amount}, retour binnen 14 dagen.', '{title}: die ganze Streetwear-Auswahl von Maison Rue. Kostenloser Versand ab {amount} €, 14 Tage Rückgabe.', '{title}: the whole Maison Rue streetwear selection. Free delivery from €{amount}, returns within 14 days.'),
};
export type PageLabel = keyof typeof PAGE_LABELS;

export const SITE_NAME = 'Maison Rue';
