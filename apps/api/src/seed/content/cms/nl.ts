import { faq, h, list, p, type CmsTexts } from './types';

export const nl: CmsTexts = {
  delivery: {
    title: 'Verzending en retour',
    metaDescription:
      'Levertijden, kosten en verzendopties van {{shop}}, en hoe je een artikel terugstuurt.',
    blocks: [
      h('Onze verzendopties'),
      p(
        'Bestellingen die vóór 14.00 uur op een werkdag binnenkomen, pakken we dezelfde dag in ons magazijn in. Zodra je pakket vertrekt, krijg je een e-mail met de track-and-tracelink.',
      ),
      list(
        'Afhaalpunt: {{relayDays}}, vanaf {{relayPrice}}',
        'Thuisbezorging: {{homeDays}}, vanaf {{homePrice}}',
        'Express: de volgende dag vóór 13.00 uur als je vóór 12.00 uur bestelt, vanaf {{expressPrice}}',
      ),
      p(
        'Verzending naar een afhaalpunt of aan huis is gratis vanaf € {{amount}}. We leveren in {{country}} en in de meeste landen van de Europese Unie.',
      ),
      h('Een artikel terugsturen'),
      p(
        'Je hebt 14 dagen na ontvangst om een artikel terug te sturen dat niet bevalt. Maak je retour aan via «Mijn bestellingen» in je account, print het label en lever het pakket af bij een afhaalpunt naar keuze.',
      ),
    ],
  },
  returns: {
    title: 'Retourvoorwaarden',
    metaDescription:
      'Niet goed, geld terug binnen 14 dagen: de retour- en terugbetalingsvoorwaarden van {{shop}}.',
    blocks: [
      p(
        'Niet goed, geld terug: je hebt 14 dagen na ontvangst van je bestelling om van gedachten te veranderen, zonder opgave van reden.',
      ),
      h('Welke artikelen kun je terugsturen?'),
      list(
        'Ongedragen en ongewassen artikelen met de originele labels',
        'Schoenen in hun eigen doos, verpakt in een extra kartonnen doos',
        'Ondergoed, badkleding en gepersonaliseerde artikelen nemen we om hygiënische redenen niet terug',
      ),
      h('Terugbetaling'),
      p(
        'Zodra ons team je retour heeft gecontroleerd, binnen 5 werkdagen na ontvangst, betalen we je terug via de betaalmethode van je bestelling. De oorspronkelijke verzendkosten krijg je terug als je de volledige bestelling retourneert.',
      ),
      p('Vragen over een retour? Mail ons op {{email}}; we antwoorden binnen 24 werkuren.'),
    ],
  },
  terms: {
    title: 'Algemene voorwaarden',
    metaDescription: 'De algemene verkoopvoorwaarden voor bestellingen op {{shop}}.',
    blocks: [
      h('Artikel 1 – Toepassing'),
      p(
        'Deze voorwaarden gelden voor alle verkopen op {{shop}} tussen Maison Rue SAS en iedereen die een bestelling plaatst. Met je bestelling aanvaard je deze voorwaarden zonder voorbehoud.',
      ),
      h('Artikel 2 – Prijzen'),
      p(
        'Prijzen zijn in euro, inclusief btw en exclusief verzendkosten. De prijs die getoond wordt op het moment van bevestigen is van toepassing. Acties gelden zolang de voorraad strekt.',
      ),
      h('Artikel 3 – Betaling'),
      p(
        'Je betaalt met bankkaart, Bancontact, PayPal of cadeaubon. De bestelling is bevestigd zodra de betaling is aanvaard; je krijgt dan een overzicht per e-mail.',
      ),
      h('Artikel 4 – Herroepingsrecht'),
      p(
        'Je hebt 14 dagen na ontvangst om je herroepingsrecht uit te oefenen, onder de voorwaarden op de pagina «Retourvoorwaarden».',
      ),
    ],
  },
  faq: {
    title: 'Veelgestelde vragen',
    metaDescription:
      'Bestellen, verzending, retour en betaling: antwoorden op de meest gestelde vragen aan {{shop}}.',
    blocks: [
      p(
        'Hier vind je de antwoorden op de vragen die we het vaakst krijgen. Staat jouw vraag er niet bij? Onze klantenservice helpt je via {{email}}.',
      ),
      faq(
        'Bestellen en verzending',
        [
          'Hoe volg ik mijn bestelling?',
          'Bij verzending krijg je een e-mail met een track-and-tracelink. Je vindt hem ook onder «Mijn bestellingen» in je account.',
        ],
        [
          'Kan ik mijn bestelling nog wijzigen?',
          'Zolang ze niet is ingepakt: mail ons snel, dan passen we een maat of adres aan. Is het pakket al onderweg, dan stuur je het terug.',
        ],
        ['Is verzending gratis?', 'Ja, naar een afhaalpunt en aan huis vanaf € {{amount}}.'],
      ),
      faq(
        'Retour en betaling',
        [
          'Hoelang heb ik om iets terug te sturen?',
          '14 dagen na ontvangst, voor elk ongedragen artikel met labels.',
        ],
        [
          'Wanneer krijg ik mijn geld terug?',
          'Binnen 5 werkdagen na ontvangst van je retour, via je oorspronkelijke betaalmethode.',
        ],
        [
          'Is betalen veilig?',
          'Ja: betalingen zijn versleuteld en bevestigd met 3-D Secure. We bewaren nooit je kaartgegevens.',
        ],
      ),
    ],
  },
  jobs: {
    title: 'Vacatures',
    metaDescription:
      'Kom bij het team van {{shop}}: onze functies, vacatures en hoe je solliciteert.',
    blocks: [
      p(
        'Maison Rue is een team van zo’n honderd mensen, verdeeld over ons hoofdkantoor in Parijs en ons magazijn in Rijsel, met één doel: streetwear voor iedereen bereikbaar maken.',
      ),
      h('Openstaande vacatures'),
      list(
        'Inkoper herenmode – vast contract, Parijs',
        'Front-end developer – vast contract, Parijs of thuiswerk',
        'Orderpickers – seizoenscontract, Rijsel',
        'Klantenservicemedewerker Nederlands en Frans – vast contract, Rijsel',
      ),
      p('Stuur je cv en een korte motivatie naar jobs@maisonrue.com. Iedereen krijgt antwoord.'),
    ],
  },
  promoCode: {
    title: 'Kortingscode',
    metaDescription: 'Zo gebruik je een kortingscode op {{shop}}, en deze voorwaarden gelden.',
    blocks: [
      p(
        'Kreeg je een kortingscode per e-mail, via onze socials of van een partner? Vul hem in je winkelmandje in bij «Kortingscode» en bevestig: de korting verschijnt meteen.',
      ),
      h('Goed om te weten'),
      list(
        'Eén code per bestelling',
        'Codes gelden niet voor outletartikelen of flash sales, tenzij anders vermeld',
        'Elke code heeft een einddatum en soms een minimumbedrag',
      ),
      p('Werkt je code niet? Controleer hoofdletters en geldigheid, en mail ons op {{email}}.'),
    ],
  },
  legal: {
    title: 'Juridische informatie',
    metaDescription: 'Uitgever, hosting en intellectuele eigendom van de site {{shop}}.',
    blocks: [
      h('Uitgever'),
      p(
        'De site {{shop}} wordt uitgegeven door Maison Rue SAS, met een kapitaal van € 250.000, ingeschreven in het handelsregister van Parijs, gevestigd 18 rue des Filles-du-Calvaire, 75003 Parijs (Frankrijk).',
      ),
      h('Hosting'),
      p(
        'De site wordt gehost in de Europese Unie door een infrastructuurleverancier met datacenters in Frankrijk en Duitsland.',
      ),
      h('Intellectuele eigendom'),
      p(
        'Teksten, foto’s, logo’s en illustraties op deze site zijn auteursrechtelijk beschermd. Overnemen zonder schriftelijke toestemming van Maison Rue SAS is verboden.',
      ),
    ],
  },
};
