import { faq, h, list, p, type CmsTexts } from './types';

export const it: CmsTexts = {
  delivery: {
    title: 'Spedizioni e resi',
    metaDescription:
      'Tempi, costi e modalità di spedizione di {{shop}}, e come restituirci un articolo.',
    blocks: [
      h('Le nostre modalità di spedizione'),
      p(
        'Ogni ordine effettuato entro le 14:00 di un giorno lavorativo viene preparato in giornata nel nostro magazzino. Ricevi un’e-mail con il link di tracciamento appena il pacco parte.',
      ),
      list(
        'Punto di ritiro: {{relayDays}}, da {{relayPrice}}',
        'Consegna a domicilio: {{homeDays}}, da {{homePrice}}',
        'Consegna express: il giorno dopo entro le 13:00 per gli ordini effettuati entro le 12:00, da {{expressPrice}}',
      ),
      p(
        'La spedizione è gratuita al punto di ritiro e a domicilio a partire da {{amount}} € di acquisto. Spediamo in {{country}} e nella maggior parte dei paesi dell’Unione europea.',
      ),
      h('Restituire un articolo'),
      p(
        'Hai 14 giorni dal ricevimento per restituirci un articolo che non ti convince. Crea il reso da «I miei ordini» nel tuo account, stampa l’etichetta e consegna il pacco al punto di ritiro che preferisci.',
      ),
    ],
  },
  returns: {
    title: 'Condizioni di reso',
    metaDescription:
      'Soddisfatti o rimborsati entro 14 giorni: le condizioni di reso e rimborso di {{shop}}.',
    blocks: [
      p(
        'Soddisfatti o rimborsati: hai 14 giorni dal ricevimento dell’ordine per cambiare idea, senza dover dare spiegazioni.',
      ),
      h('Articoli accettati'),
      list(
        'Articoli non indossati, non lavati e con le etichette originali',
        'Scarpe restituite nella loro scatola, protetta a sua volta da un cartone',
        'Per motivi igienici non accettiamo intimo, costumi da bagno e articoli personalizzati',
      ),
      h('Rimborso'),
      p(
        'Appena il nostro team controlla il reso, entro 5 giorni lavorativi dal ricevimento, ti rimborsiamo sul metodo di pagamento usato per l’ordine. Le spese di spedizione iniziali sono rimborsate se restituisci l’intero ordine.',
      ),
      p('Una domanda su un reso? Scrivici a {{email}}: rispondiamo entro 24 ore lavorative.'),
    ],
  },
  terms: {
    title: 'Condizioni generali di vendita',
    metaDescription:
      'Le condizioni generali di vendita applicabili agli ordini effettuati su {{shop}}.',
    blocks: [
      h('Articolo 1 – Oggetto'),
      p(
        'Le presenti condizioni regolano le vendite concluse su {{shop}} tra Maison Rue SAS e chiunque effettui un ordine. Effettuare un ordine implica l’accettazione senza riserve di queste condizioni.',
      ),
      h('Articolo 2 – Prezzi'),
      p(
        'I prezzi sono indicati in euro, IVA inclusa, spese di spedizione escluse. Si applica il prezzo visualizzato al momento della conferma dell’ordine. Le promozioni sono valide fino a esaurimento scorte.',
      ),
      h('Articolo 3 – Pagamento'),
      p(
        'Puoi pagare con carta, PayPal o buono regalo. L’ordine è confermato non appena il pagamento viene accettato e ti inviamo un’e-mail di riepilogo.',
      ),
      h('Articolo 4 – Diritto di recesso'),
      p(
        'Hai 14 giorni dal ricevimento per esercitare il diritto di recesso, alle condizioni descritte nella pagina «Condizioni di reso».',
      ),
    ],
  },
  faq: {
    title: 'Domande frequenti',
    metaDescription:
      'Ordini, spedizioni, resi e pagamenti: le risposte alle domande più frequenti su {{shop}}.',
    blocks: [
      p(
        'Qui trovi le risposte alle domande che ci vengono poste più spesso. Se non trovi la tua, il nostro servizio clienti ti risponde a {{email}}.',
      ),
      faq(
        'Ordini e spedizioni',
        [
          'Come seguo il mio ordine?',
          'Alla spedizione ricevi un’e-mail con il link di tracciamento, che trovi anche in «I miei ordini» del tuo account.',
        ],
        [
          'Posso modificare il mio ordine?',
          'Finché non è stato preparato, scrivici subito: possiamo cambiare una taglia o un indirizzo. Se è già partito, dovrai fare un reso.',
        ],
        [
          'La spedizione è gratuita?',
          'Sì, al punto di ritiro e a domicilio a partire da {{amount}} € di acquisto.',
        ],
      ),
      faq(
        'Resi e pagamenti',
        [
          'Quanto tempo ho per restituire un articolo?',
          '14 giorni dal ricevimento, per ogni articolo non indossato e con le etichette.',
        ],
        [
          'Quando ricevo il rimborso?',
          'Entro 5 giorni lavorativi dal ricevimento del reso, sul metodo di pagamento originale.',
        ],
        [
          'Il pagamento è sicuro?',
          'Sì: i pagamenti sono cifrati e convalidati con 3-D Secure. Non conserviamo mai i dati della tua carta.',
        ],
      ),
    ],
  },
  jobs: {
    title: 'Lavora con noi',
    metaDescription: 'Entra nel team di {{shop}}: i nostri mestieri, le offerte e come candidarti.',
    blocks: [
      p(
        'Maison Rue è un team di circa cento persone tra la sede di Parigi e il magazzino di Lille, unite da un obiettivo: rendere la moda urbana accessibile a tutti.',
      ),
      h('Le offerte del momento'),
      list(
        'Buyer abbigliamento uomo – tempo indeterminato, Parigi',
        'Sviluppatore/sviluppatrice front-end – tempo indeterminato, Parigi o da remoto',
        'Addetti/e alla preparazione ordini – stagionale, Lille',
        'Addetto/a al servizio clienti italiano e francese – tempo indeterminato, Lille',
      ),
      p(
        'Invia il tuo CV e qualche riga sulla tua motivazione a jobs@maisonrue.com. Rispondiamo a ogni candidatura.',
      ),
    ],
  },
  promoCode: {
    title: 'Codice promozionale',
    metaDescription:
      'Come usare un codice promozionale su {{shop}} e quali condizioni si applicano.',
    blocks: [
      p(
        'Hai ricevuto un codice via e-mail, sui nostri social o da un partner? Inseriscilo nel carrello, nel campo «Codice promozionale», e conferma: lo sconto compare subito.',
      ),
      h('Da sapere'),
      list(
        'Un solo codice per ordine',
        'I codici non valgono per gli articoli dell’outlet né per le vendite flash, salvo diversa indicazione',
        'Ogni codice ha una data di scadenza e a volte un importo minimo di acquisto',
      ),
      p('Il codice non funziona? Controlla maiuscole e validità, poi scrivici a {{email}}.'),
    ],
  },
  legal: {
    title: 'Note legali',
    metaDescription: 'Editore, hosting e proprietà intellettuale del sito {{shop}}.',
    blocks: [
      h('Editore del sito'),
      p(
        'Il sito {{shop}} è pubblicato da Maison Rue SAS, capitale sociale 250 000 €, iscritta al Registro delle imprese di Parigi, con sede in 18 rue des Filles-du-Calvaire, 75003 Parigi (Francia).',
      ),
      h('Hosting'),
      p(
        'Il sito è ospitato nell’Unione europea da un fornitore di infrastruttura con data center in Francia e in Germania.',
      ),
      h('Proprietà intellettuale'),
      p(
        'Testi, fotografie, loghi e illustrazioni di questo sito sono protetti dal diritto d’autore. Ne è vietata la riproduzione senza autorizzazione scritta di Maison Rue SAS.',
      ),
    ],
  },
};
