import { perLocale } from '@shop/domain/locales';
/** Texts of templates, template pages and banners, per language. */
// prettier-ignore
export const TEMPLATE_TEXTS = {
  topCategoriesTitle: perLocale('Nos catégories phares', 'Nuestras categorías estrella', 'Le nostre categorie di punta', 'Onze topcategorieën', 'Unsere Top-Kategorien', 'Our top categories'),
  topCategoriesSubtitle: perLocale('Les pièces que la rue porte cette saison', 'Lo que se lleva en la calle esta temporada', 'I capi che la strada indossa questa stagione', 'Wat de straat dit seizoen draagt', 'Was die Straße diese Saison trägt', 'What the street is wearing this season'),
  sliderNew: perLocale('Les nouveautés de la semaine', 'Las novedades de la semana', 'Le novità della settimana', 'Nieuw deze week', 'Neu diese Woche', 'New this week'),
  sliderSale: perLocale('Jusqu’à -50 % sur une sélection', 'Hasta -50 % en una selección', 'Fino al -50% su una selezione', 'Tot -50% op een selectie', 'Bis zu -50 % auf ausgewählte Artikel', 'Up to 50% off a selection'),
  sliderCollab: perLocale('Nouvelle collab : {{name}}', 'Nueva colaboración: {{name}}', 'Nuova collaborazione: {{name}}', 'Nieuwe collab: {{name}}', 'Neue Kollaboration: {{name}}', 'New collab: {{name}}'),
  homeTitle: perLocale('La rue comme terrain de jeu', 'La calle como terreno de juego', 'La strada come campo da gioco', 'De straat als speelveld', 'Die Straße als Spielfeld', 'The street is the playground'),
  homeTextTitle: perLocale('Notre histoire', 'Nuestra historia', 'La nostra storia', 'Ons verhaal', 'Unsere Geschichte', 'Our story'),
  homeMeta: perLocale('Streetwear, sneakers et accessoires des marques qui font la rue, livrés en 48 h.', 'Streetwear, zapatillas y accesorios de las marcas que hacen la calle, en 48 h.', 'Streetwear, sneakers e accessori dei brand che fanno la strada, consegnati in 48 ore.', 'Streetwear, sneakers en accessoires van de merken die de straat maken, binnen 48 uur geleverd.', 'Streetwear, Sneaker und Accessoires der Marken, die die Straße prägen – in 48 Stunden geliefert.', 'Streetwear, sneakers and accessories from the labels that make the street, delivered in 48 hours.'),
  homeText: perLocale(
    'Depuis 2014, Maison Rue réunit les labels indépendants et les artistes qui habillent la ville. Chaque semaine, de nouvelles pièces arrivent, choisies par une équipe qui porte ce qu’elle vend.',
    'Desde 2014, Maison Rue reúne a las marcas independientes y a los artistas que visten la ciudad. Cada semana llegan nuevas prendas, elegidas por un equipo que lleva lo que vende.',
    'Dal 2014 Maison Rue riunisce i marchi indipendenti e gli artisti che vestono la città. Ogni settimana arrivano nuovi capi, scelti da un team che indossa ciò che vende.',
    'Sinds 2014 brengt Maison Rue de onafhankelijke labels en artiesten samen die de stad kleden. Elke week komen er nieuwe stukken binnen, gekozen door een team dat draagt wat het verkoopt.',
    'Seit 2014 bringt Maison Rue die unabhängigen Labels und Künstler zusammen, die die Stadt einkleiden. Jede Woche kommen neue Teile dazu, ausgesucht von einem Team, das trägt, was es verkauft.',
    'Since 2014, Maison Rue has brought together the independent labels and artists who dress the city. New pieces arrive every week, picked by a team that wears what it sells.',
  ),
  bestSellers: perLocale('Les plus vendus', 'Los más vendidos', 'I più venduti', 'Bestsellers', 'Bestseller', 'Best sellers'),
  lookbookTitle: perLocale('Lookbook automne-hiver', 'Lookbook otoño-invierno', 'Lookbook autunno-inverno', 'Lookbook herfst-winter', 'Lookbook Herbst-Winter', 'Autumn-winter lookbook'),
  lookbookMeta: perLocale('Dix silhouettes pour l’hiver, shootées dans les rues de Paris et de Lille.', 'Diez looks para el invierno, fotografiados en las calles de París y Lille.', 'Dieci look per l’inverno, fotografati per le strade di Parigi e Lille.', 'Tien looks voor de winter, geschoten in de straten van Parijs en Rijsel.', 'Zehn Looks für den Winter, fotografiert in den Straßen von Paris und Lille.', 'Ten looks for winter, shot in the streets of Paris and Lille.'),
  lookbookText1: perLocale(
    'Cette saison, les coupes s’élargissent et les matières se font plus denses : molleton épais, nylon matelassé, velours côtelé. Nous avons demandé à dix habitués de la boutique de composer leur tenue d’hiver.',
    'Esta temporada los cortes se amplían y los tejidos ganan cuerpo: felpa gruesa, nailon acolchado, pana. Pedimos a diez clientes habituales que montaran su look de invierno.',
    'In questa stagione i tagli si allargano e i tessuti si fanno più densi: felpa spessa, nylon imbottito, velluto a coste. Abbiamo chiesto a dieci clienti affezionati di comporre il loro look invernale.',
    'Dit seizoen worden de pasvormen ruimer en de stoffen steviger: dikke fleece, gewatteerd nylon, ribfluweel. We vroegen tien vaste klanten hun winteroutfit samen te stellen.',
    'Diese Saison werden die Schnitte weiter und die Stoffe dichter: dicker Fleece, gesteppter Nylon, Cord. Wir haben zehn Stammkunden gebeten, ihr Winter-Outfit zusammenzustellen.',
    'This season cuts get wider and fabrics denser: heavy fleece, quilted nylon, corduroy. We asked ten regulars of the shop to put together their winter outfit.',
  ),
  lookbookText2: perLocale(
    'Chaque silhouette est disponible en ligne, taille par taille. Les pièces marquées d’une pastille verte sont fabriquées en coton biologique ou en matières recyclées.',
    'Cada look está disponible online, talla a talla. Las prendas con la etiqueta verde están hechas de algodón orgánico o materiales reciclados.',
    'Ogni look è disponibile online, taglia per taglia. I capi con il bollino verde sono realizzati in cotone biologico o materiali riciclati.',
    'Elke look is online te koop, maat per maat. Stukken met het groene label zijn gemaakt van biokatoen of gerecyclede materialen.',
    'Jeder Look ist online erhältlich, Größe für Größe. Teile mit dem grünen Label sind aus Bio-Baumwolle oder recycelten Materialien.',
    'Every look is available online, size by size. Pieces with the green label are made from organic cotton or recycled materials.',
  ),
  saleAlt: perLocale('Soldes : jusqu’à -50 % sur une sélection', 'Rebajas: hasta -50 % en una selección', 'Saldi: fino al -50% su una selezione', 'Solden: tot -50% op een selectie', 'Sale: bis zu -50 % auf ausgewählte Artikel', 'Sale: up to 50% off a selection'),
  saleAltMobile: perLocale('Soldes jusqu’à -50 %', 'Rebajas hasta -50 %', 'Saldi fino al -50%', 'Solden tot -50%', 'Sale bis -50 %', 'Sale up to 50% off'),
};
