import { faq, h, list, p, type CmsTexts } from './types';

export const de: CmsTexts = {
  delivery: {
    title: 'Versand und Rücksendung',
    metaDescription:
      'Lieferzeiten, Kosten und Versandarten von {{shop}} – und wie du einen Artikel zurückschickst.',
    blocks: [
      h('Unsere Versandarten'),
      p(
        'Jede Bestellung, die an einem Werktag vor 14 Uhr eingeht, packen wir noch am selben Tag in unserem Lager. Sobald dein Paket unterwegs ist, bekommst du eine E-Mail mit dem Link zur Sendungsverfolgung.',
      ),
      list(
        'Paketshop: in {{relayDays}}, ab {{relayPrice}}',
        'Lieferung nach Hause: in {{homeDays}}, ab {{homePrice}}',
        'Express: am nächsten Tag bis 13 Uhr bei Bestellung vor 12 Uhr, ab {{expressPrice}}',
      ),
      p(
        'Ab {{amount}} € Bestellwert ist der Versand in den Paketshop und nach Hause kostenlos. Wir liefern nach {{country}} und in die meisten Länder der Europäischen Union.',
      ),
      h('Einen Artikel zurückschicken'),
      p(
        'Du hast 14 Tage ab Erhalt, um uns einen Artikel zurückzuschicken, der dir nicht gefällt. Lege die Rücksendung unter „Meine Bestellungen“ in deinem Konto an, drucke das Etikett aus und gib das Paket in einem Paketshop deiner Wahl ab.',
      ),
    ],
  },
  returns: {
    title: 'Rückgabebedingungen',
    metaDescription:
      '14 Tage Geld-zurück-Garantie: die Rückgabe- und Erstattungsbedingungen von {{shop}}.',
    blocks: [
      p(
        'Geld zurück, wenn es nicht passt: Du hast 14 Tage ab Erhalt deiner Bestellung, um es dir anders zu überlegen – ohne Angabe von Gründen.',
      ),
      h('Was zurückgenommen wird'),
      list(
        'Ungetragene, ungewaschene Artikel mit allen Originaletiketten',
        'Schuhe im Originalkarton, der selbst in einem Versandkarton steckt',
        'Unterwäsche, Bademode und personalisierte Artikel sind aus hygienischen Gründen vom Umtausch ausgeschlossen',
      ),
      h('Erstattung'),
      p(
        'Sobald unser Team deine Rücksendung geprüft hat, spätestens 5 Werktage nach Eingang, erstatten wir den Betrag auf das Zahlungsmittel deiner Bestellung. Die ursprünglichen Versandkosten erstatten wir, wenn du die gesamte Bestellung zurückschickst.',
      ),
      p(
        'Fragen zu einer Rücksendung? Schreib uns an {{email}} – wir antworten innerhalb von 24 Arbeitsstunden.',
      ),
    ],
  },
  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    metaDescription: 'Die Allgemeinen Geschäftsbedingungen für Bestellungen bei {{shop}}.',
    blocks: [
      h('§ 1 Geltungsbereich'),
      p(
        'Diese Bedingungen gelten für alle Käufe bei {{shop}} zwischen der Maison Rue SAS und allen, die dort bestellen. Mit der Bestellung erkennst du sie vorbehaltlos an.',
      ),
      h('§ 2 Preise'),
      p(
        'Alle Preise verstehen sich in Euro inklusive Mehrwertsteuer und zuzüglich Versandkosten. Es gilt der Preis, der beim Abschluss der Bestellung angezeigt wird. Aktionen gelten, solange der Vorrat reicht.',
      ),
      h('§ 3 Zahlung'),
      p(
        'Du zahlst per Kreditkarte, PayPal oder Gutschein. Die Bestellung ist bestätigt, sobald die Zahlung angenommen wurde; du erhältst dann eine Zusammenfassung per E-Mail.',
      ),
      h('§ 4 Widerrufsrecht'),
      p(
        'Du kannst deine Bestellung innerhalb von 14 Tagen ab Erhalt widerrufen, wie auf der Seite „Rückgabebedingungen“ beschrieben.',
      ),
    ],
  },
  faq: {
    title: 'Häufige Fragen',
    metaDescription:
      'Bestellung, Versand, Rücksendung und Zahlung: Antworten auf die häufigsten Fragen an {{shop}}.',
    blocks: [
      p(
        'Hier findest du Antworten auf die Fragen, die uns am häufigsten gestellt werden. Ist deine nicht dabei, hilft dir unser Kundenservice unter {{email}}.',
      ),
      faq(
        'Bestellung und Versand',
        [
          'Wie verfolge ich meine Bestellung?',
          'Beim Versand bekommst du eine E-Mail mit dem Link zur Sendungsverfolgung. Du findest ihn auch unter „Meine Bestellungen“ in deinem Konto.',
        ],
        [
          'Kann ich meine Bestellung ändern?',
          'Solange sie noch nicht gepackt ist: Schreib uns schnell, dann ändern wir Größe oder Adresse. Ist das Paket schon unterwegs, schickst du es einfach zurück.',
        ],
        [
          'Ist der Versand kostenlos?',
          'Ja, in den Paketshop und nach Hause ab {{amount}} € Bestellwert.',
        ],
      ),
      faq(
        'Rücksendung und Zahlung',
        [
          'Wie lange habe ich Zeit für eine Rücksendung?',
          '14 Tage ab Erhalt, für jeden ungetragenen Artikel mit Etikett.',
        ],
        [
          'Wann bekomme ich mein Geld zurück?',
          'Spätestens 5 Werktage nach Eingang deiner Rücksendung, auf dein ursprüngliches Zahlungsmittel.',
        ],
        [
          'Ist die Zahlung sicher?',
          'Ja: Zahlungen sind verschlüsselt und werden mit 3-D Secure bestätigt. Deine Kartendaten speichern wir nie.',
        ],
      ),
    ],
  },
  jobs: {
    title: 'Karriere',
    metaDescription:
      'Werde Teil des Teams von {{shop}}: unsere Berufe, offene Stellen und wie du dich bewirbst.',
    blocks: [
      p(
        'Maison Rue sind rund hundert Menschen in unserer Zentrale in Paris und unserem Lager in Lille – mit einem gemeinsamen Ziel: Streetwear für alle erreichbar zu machen.',
      ),
      h('Aktuelle Stellen'),
      list(
        'Einkäufer/in Herrenmode – unbefristet, Paris',
        'Front-End-Entwickler/in – unbefristet, Paris oder remote',
        'Kommissionierer/innen – Saisonvertrag, Lille',
        'Kundenservice Deutsch und Französisch – unbefristet, Lille',
      ),
      p(
        'Schick deinen Lebenslauf und ein paar Zeilen zu deiner Motivation an jobs@maisonrue.com. Jede Bewerbung bekommt eine Antwort.',
      ),
    ],
  },
  promoCode: {
    title: 'Gutscheincode',
    metaDescription:
      'So löst du einen Gutscheincode bei {{shop}} ein – und diese Bedingungen gelten.',
    blocks: [
      p(
        'Du hast einen Code per E-Mail, über unsere Social-Media-Kanäle oder von einem Partner bekommen? Gib ihn im Warenkorb im Feld „Gutscheincode“ ein und bestätige: Der Rabatt erscheint sofort.',
      ),
      h('Gut zu wissen'),
      list(
        'Ein Code pro Bestellung',
        'Codes gelten nicht für Outlet-Artikel und Flash Sales, sofern nicht anders angegeben',
        'Jeder Code hat ein Ablaufdatum und manchmal einen Mindestbestellwert',
      ),
      p(
        'Dein Code funktioniert nicht? Prüfe Groß- und Kleinschreibung und Gültigkeit und schreib uns an {{email}}.',
      ),
    ],
  },
  legal: {
    title: 'Impressum',
    metaDescription: 'Anbieter, Hosting und Urheberrecht der Website {{shop}}.',
    blocks: [
      h('Anbieter'),
      p(
        'Die Website {{shop}} wird betrieben von der Maison Rue SAS, Stammkapital 250.000 €, eingetragen im Handelsregister Paris, Sitz: 18 rue des Filles-du-Calvaire, 75003 Paris (Frankreich). Vertreten durch die Geschäftsführerin Claire Dumont.',
      ),
      h('Hosting'),
      p(
        'Die Website wird in der Europäischen Union von einem Infrastrukturanbieter mit Rechenzentren in Frankreich und Deutschland gehostet.',
      ),
      h('Urheberrecht'),
      p(
        'Texte, Fotos, Logos und Illustrationen dieser Website sind urheberrechtlich geschützt. Eine Vervielfältigung ohne schriftliche Genehmigung der Maison Rue SAS ist untersagt.',
      ),
    ],
  },
};
