import type { Locale } from '@shop/domain/locales';

/** Shoppers of the six stores who wrote the seeded reviews, each in their own language. */
// prettier-ignore
export const REVIEWERS: { firstName: string; lastName: string; locale: Locale }[] = [
  { firstName: 'Camille', lastName: 'Bernard', locale: 'fr' },
  { firstName: 'Lucas', lastName: 'Moreau', locale: 'fr' },
  { firstName: 'Inès', lastName: 'Lefebvre', locale: 'fr' },
  { firstName: 'Hugo', lastName: 'Girard', locale: 'fr' },
  { firstName: 'Léa', lastName: 'Fontaine', locale: 'fr' },
  { firstName: 'Nathan', lastName: 'Roux', locale: 'fr' },
  { firstName: 'Chloé', lastName: 'Mercier', locale: 'fr' },
  { firstName: 'Théo', lastName: 'Lambert', locale: 'fr' },
  { firstName: 'Manon', lastName: 'Faure', locale: 'fr' },
  { firstName: 'Yanis', lastName: 'Chevalier', locale: 'fr' },
  { firstName: 'Sarah', lastName: 'Gauthier', locale: 'fr' },
  { firstName: 'Enzo', lastName: 'Perrin', locale: 'fr' },
  { firstName: 'Lucía', lastName: 'García', locale: 'es' },
  { firstName: 'Pablo', lastName: 'Martínez', locale: 'es' },
  { firstName: 'Marta', lastName: 'López', locale: 'es' },
  { firstName: 'Álvaro', lastName: 'Sánchez', locale: 'es' },
  { firstName: 'Irene', lastName: 'Romero', locale: 'es' },
  { firstName: 'Diego', lastName: 'Navarro', locale: 'es' },
  { firstName: 'Giulia', lastName: 'Rossi', locale: 'it' },
  { firstName: 'Marco', lastName: 'Bianchi', locale: 'it' },
  { firstName: 'Sofia', lastName: 'Colombo', locale: 'it' },
  { firstName: 'Luca', lastName: 'Ricci', locale: 'it' },
  { firstName: 'Chiara', lastName: 'Greco', locale: 'it' },
  { firstName: 'Matteo', lastName: 'Conti', locale: 'it' },
  { firstName: 'Emma', lastName: 'Peeters', locale: 'nl' },
  { firstName: 'Lars', lastName: 'Janssens', locale: 'nl' },
  { firstName: 'Noor', lastName: 'Maes', locale: 'nl' },
  { firstName: 'Daan', lastName: 'Claes', locale: 'nl' },
  { firstName: 'Lotte', lastName: 'Willems', locale: 'nl' },
  { firstName: 'Finn', lastName: 'Goossens', locale: 'nl' },
  { firstName: 'Lena', lastName: 'Schneider', locale: 'de' },
  { firstName: 'Jonas', lastName: 'Fischer', locale: 'de' },
  { firstName: 'Mia', lastName: 'Weber', locale: 'de' },
  { firstName: 'Felix', lastName: 'Wagner', locale: 'de' },
  { firstName: 'Hannah', lastName: 'Becker', locale: 'de' },
  { firstName: 'Paul', lastName: 'Hoffmann', locale: 'de' },
  { firstName: 'Olivia', lastName: 'Walsh', locale: 'en' },
  { firstName: 'Jack', lastName: 'Murphy', locale: 'en' },
  { firstName: 'Grace', lastName: 'Kelly', locale: 'en' },
  { firstName: 'Liam', lastName: "O'Brien", locale: 'en' },
  { firstName: 'Ava', lastName: 'Byrne', locale: 'en' },
  { firstName: 'Noah', lastName: 'Ryan', locale: 'en' },
];

type Band = 'great' | 'good' | 'mixed' | 'poor';
type Said = [title: string, comment: string];

/** What reviewers write, by how they rated (5, 4, 3, 1 or 2 stars), two ways each. */
// prettier-ignore
export const REVIEW_TEXTS: Record<Locale, Record<Band, Said[]>> = {
  fr: {
    great: [['Parfait', 'Taille juste, tissu épais et coutures nettes. Je recommande.'], ['Coup de cœur', 'Encore plus beau en vrai, reçu en deux jours.']],
    good: [['Très bien', 'Bonne qualité, la couleur est un peu plus foncée que sur la photo.'], ['Bon achat', 'Confortable et bien fini, taille légèrement grand.']],
    mixed: [['Correct', 'Joli mais la matière est plus fine que prévu.'], ['Mitigé', 'La coupe me plaît, la couleur a un peu passé au lavage.']],
    poor: [['Déçu', 'Taille très petit, j’ai dû le renvoyer.'], ['Pas terrible', 'Les finitions laissent à désirer pour ce prix.']],
  },
  es: {
    great: [['Perfecto', 'Talla correcta, tejido grueso y costuras limpias. Lo recomiendo.'], ['Me encanta', 'Aún más bonito en persona, llegó en dos días.']],
    good: [['Muy bien', 'Buena calidad, el color es algo más oscuro que en la foto.'], ['Buena compra', 'Cómodo y bien acabado, talla un poco grande.']],
    mixed: [['Correcto', 'Bonito, pero el tejido es más fino de lo esperado.'], ['Regular', 'Me gusta el corte, el color se ha apagado al lavarlo.']],
    poor: [['Decepcionado', 'Talla muy pequeña, tuve que devolverlo.'], ['No está bien', 'Los acabados dejan que desear para el precio.']],
  },
  it: {
    great: [['Perfetto', 'Vestibilità giusta, tessuto spesso e cuciture pulite. Consigliato.'], ['Lo adoro', 'Ancora più bello dal vivo, arrivato in due giorni.']],
    good: [['Molto bene', 'Buona qualità, il colore è un po’ più scuro che in foto.'], ['Buon acquisto', 'Comodo e ben rifinito, veste leggermente grande.']],
    mixed: [['Discreto', 'Carino, ma il tessuto è più sottile del previsto.'], ['Così così', 'Il taglio mi piace, il colore è sbiadito al lavaggio.']],
    poor: [['Deluso', 'Veste molto piccolo, ho dovuto renderlo.'], ['Non un granché', 'Le rifiniture lasciano a desiderare per il prezzo.']],
  },
  nl: {
    great: [['Perfect', 'Valt goed, stevige stof en nette naden. Aanrader.'], ['Helemaal blij', 'In het echt nog mooier, binnen twee dagen geleverd.']],
    good: [['Erg goed', 'Goede kwaliteit, de kleur is iets donkerder dan op de foto.'], ['Goede aankoop', 'Comfortabel en mooi afgewerkt, valt iets groot.']],
    mixed: [['Oké', 'Mooi, maar de stof is dunner dan verwacht.'], ['Gemengd', 'De pasvorm bevalt me, de kleur is in de was wat verbleekt.']],
    poor: [['Teleurgesteld', 'Valt heel klein, ik heb hem teruggestuurd.'], ['Niet goed', 'De afwerking valt tegen voor deze prijs.']],
  },
  de: {
    great: [['Perfekt', 'Passt genau, fester Stoff und saubere Nähte. Klare Empfehlung.'], ['Lieblingsteil', 'In echt noch schöner, nach zwei Tagen geliefert.']],
    good: [['Sehr gut', 'Gute Qualität, die Farbe ist etwas dunkler als auf dem Foto.'], ['Guter Kauf', 'Bequem und gut verarbeitet, fällt etwas groß aus.']],
    mixed: [['In Ordnung', 'Schön, aber der Stoff ist dünner als erwartet.'], ['Gemischt', 'Der Schnitt gefällt mir, die Farbe ist beim Waschen verblasst.']],
    poor: [['Enttäuscht', 'Fällt sehr klein aus, ich musste es zurückschicken.'], ['Nicht gut', 'Die Verarbeitung ist für den Preis schwach.']],
  },
  en: {
    great: [['Perfect', 'True to size, heavy fabric and clean seams. Recommended.'], ['Love it', 'Even better in person, arrived in two days.']],
    good: [['Very good', 'Good quality, the colour is a little darker than in the picture.'], ['Good buy', 'Comfortable and well finished, runs slightly large.']],
    mixed: [['Fine', 'Nice, but the fabric is thinner than expected.'], ['Mixed feelings', 'I like the cut, the colour faded a bit in the wash.']],
    poor: [['Disappointed', 'Runs very small, I had to send it back.'], ['Not great', 'The finish is poor for the price.']],
  },
};

export function bandOf(rating: number): Band {
  if (rating >= 5) return 'great';
  if (rating === 4) return 'good';
  if (rating === 3) return 'mixed';
  return 'poor';
}
