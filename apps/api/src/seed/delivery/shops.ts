import type { ShopLanguage } from './places';

/**
 * What a relay point looks like in each language: the kinds of shop that keep parcels, the
 * words that tell one from its neighbour, the local street names and how addresses are
 * written. `{{kind}}` and `{{word}}` build the name, `{{n}}` and `{{street}}` the address.
 */
export interface ShopVocabulary {
  kinds: string[];
  words: string[];
  name: string;
  streets: string[];
  address: string;
}

// prettier-ignore
const FRENCH_STREETS = [
  'rue de la République', 'rue Victor Hugo', 'avenue Jean Jaurès', 'boulevard Gambetta',
  'rue du Général de Gaulle', 'place de la Mairie', 'rue Pasteur', 'rue Nationale',
  'avenue de la Gare', 'rue des Écoles', 'rue Carnot', 'rue Jules Ferry', 'place du Marché',
  'rue Voltaire', 'avenue Foch', 'rue de la Paix',
];

// prettier-ignore
const FRENCH_KINDS = [
  'Tabac Presse', 'Tabac', 'Librairie', 'Maison de la Presse', 'Relais Presse', 'Épicerie',
  'Pressing', 'Cordonnerie', 'Fleuriste', 'Supérette', 'Bazar',
];

// prettier-ignore
const FRENCH_WORDS = [
  'du Marché', 'de la Gare', "de l'Église", 'du Centre', 'des Halles', 'de la Mairie', 'du Port',
  'des Lilas', 'Saint-Michel', 'de la Poste', 'du Théâtre', 'Le Balto', 'Le Narval', 'du Parc',
];

// prettier-ignore
export const SHOPS: Record<ShopLanguage, ShopVocabulary> = {
  fr: { kinds: FRENCH_KINDS, words: FRENCH_WORDS, name: '{{kind}} {{word}}', streets: FRENCH_STREETS, address: '{{n}} {{street}}' },
  lu: {
    kinds: ['Librairie', 'Tabac Presse', 'Épicerie', 'Pressing', 'Fleuriste', 'Papeterie'],
    words: ['de la Gare', 'du Centre', 'Um Eck', 'Beim Maart', "de l'Église", 'Grand-Rue', 'du Parc'],
    name: '{{kind}} {{word}}',
    streets: ['rue de la Gare', 'Grand-Rue', "route d'Arlon", 'rue Principale', 'avenue de la Liberté', 'rue de Luxembourg', "rue de l'Église", 'place du Marché', 'route de Thionville'],
    address: '{{n}}, {{street}}',
  },
  nl: {
    kinds: ['Kiosk', 'Tabakszaak', 'Boekhandel', 'Sigarenmagazijn', 'Drogisterij', 'Dagbladhandel', 'Buurtwinkel', 'Stomerij', 'Bloemenhuis', 'Krantenwinkel'],
    words: ['Stationsplein', 'De Hoek', 'Het Centrum', 'De Markt', 'Centraal', 'De Brug', 'Oranje', 'De Molen', 'Kerkplein', 'Het Plein'],
    name: '{{kind}} {{word}}',
    streets: ['Kerkstraat', 'Dorpsstraat', 'Stationsplein', 'Molenstraat', 'Markt', 'Hoofdstraat', 'Schoolstraat', 'Nieuwstraat', 'Julianastraat', 'Wilhelminastraat', 'Stationsstraat', 'Grote Markt', 'Steenweg', 'Kapelstraat'],
    address: '{{street}} {{n}}',
  },
  es: {
    kinds: ['Estanco', 'Papelería', 'Librería', 'Quiosco', 'Droguería', 'Ferretería', 'Tintorería', 'Floristería', 'Bazar'],
    words: ['Plaza Mayor', 'La Estación', 'Centro', 'El Sol', 'San Juan', 'La Esquina', 'El Mercado', 'Santa Ana', 'La Paz', 'Alameda'],
    name: '{{kind}} {{word}}',
    streets: ['Calle Mayor', 'Avenida de la Constitución', 'Calle Real', 'Plaza Mayor', 'Calle Nueva', 'Avenida de España', 'Calle del Carmen', 'Calle San Francisco', 'Paseo de la Estación', 'Calle de la Iglesia', 'Calle Sol', 'Gran Vía', 'Calle Alfonso XIII'],
    address: '{{street}}, {{n}}',
  },
  pt: {
    kinds: ['Papelaria', 'Tabacaria', 'Quiosque', 'Livraria', 'Drogaria', 'Mercearia', 'Lavandaria', 'Florista'],
    words: ['Central', 'Avenida', 'do Largo', 'da Estação', 'Popular', 'Moderna', 'Santo António', 'do Mercado', 'da Sé'],
    name: '{{kind}} {{word}}',
    streets: ['Rua Direita', 'Avenida da Liberdade', 'Rua de Santo António', 'Rua da Igreja', 'Praça da República', 'Rua do Comércio', 'Avenida 25 de Abril', 'Rua Cândido dos Reis', 'Rua Serpa Pinto', 'Largo do Município'],
    address: '{{street}}, {{n}}',
  },
  it: {
    kinds: ['Tabaccheria', 'Edicola', 'Cartoleria', 'Bar Tabacchi', 'Ferramenta', 'Lavanderia', 'Fioreria', 'Libreria', 'Alimentari'],
    words: ['Centrale', 'della Stazione', 'del Corso', 'San Marco', 'Il Portico', 'del Duomo', 'da Franco', 'Garibaldi', 'La Piazzetta'],
    name: '{{kind}} {{word}}',
    streets: ['Via Roma', 'Corso Italia', 'Via Garibaldi', 'Via Mazzini', 'Piazza della Repubblica', 'Via Cavour', 'Corso Vittorio Emanuele II', 'Via Dante', 'Viale della Stazione', 'Via Verdi', 'Via XX Settembre', 'Via Matteotti'],
    address: '{{street}}, {{n}}',
  },
  de: {
    kinds: ['Lotto-Toto', 'Kiosk', 'Schreibwaren', 'Tabakwaren', 'Paketshop', 'Reinigung', 'Getränkemarkt', 'Blumenladen', 'Buchhandlung'],
    words: ['am Markt', 'am Bahnhof', 'Laden', 'Eck', 'zur Post', 'am Ring', 'an der Kirche', 'Mitte', 'am Rathaus'],
    name: '{{kind}} {{word}}',
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Schulstraße', 'Gartenstraße', 'Marktplatz', 'Kirchstraße', 'Lindenstraße', 'Goethestraße', 'Schillerstraße', 'Poststraße', 'Friedrichstraße', 'Berliner Straße'],
    address: '{{street}} {{n}}',
  },
  at: {
    kinds: ['Trafik', 'Tabak Trafik', 'Papierfachhandel', 'Kiosk', 'Putzerei', 'Blumen', 'Buchhandlung', 'Nahversorger'],
    words: ['am Hauptplatz', 'am Bahnhof', 'Zentrum', 'Ecke', 'am Stadtplatz', 'zur Post', 'an der Kirche'],
    name: '{{kind}} {{word}}',
    streets: ['Hauptplatz', 'Hauptstraße', 'Bahnhofstraße', 'Kirchengasse', 'Wiener Straße', 'Linzer Straße', 'Grazer Straße', 'Schulgasse', 'Stadtplatz', 'Rathausplatz'],
    address: '{{street}} {{n}}',
  },
  en: {
    kinds: ['Newsagents', 'Convenience Store', 'Pharmacy', 'Post Office', 'Dry Cleaners', 'Hardware', 'Stores', 'Florist'],
    words: ["Murphy's", "O'Brien's", "Kelly's", "Byrne's", 'Corner', 'Main Street', 'Village', 'Bridge', "Walsh's", "Ryan's"],
    name: '{{word}} {{kind}}',
    streets: ['Main Street', 'Church Street', 'Bridge Street', 'Castle Street', 'Market Square', 'Patrick Street', "O'Connell Street", 'High Street', 'Mill Street', 'John Street', 'New Street', 'Parnell Street'],
    address: '{{n}} {{street}}',
  },
};
