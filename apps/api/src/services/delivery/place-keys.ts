/**
 * How relay-point searches compare places: the seed writes `city_key` with `cityKey`, and a
 * search is read with the same functions, so "MALAGA", "málaga" and "Malaga" find Málaga and
 * "'s-Hertogenbosch" is "s hertogenbosch".
 */
export function cityKey(city: string): string {
  return city
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * A typed postcode in the form relay points keep it, so a prefix search works however it was
 * typed: `1012ab` is `1012 AB` in the Netherlands, `1100148` is `1100-148` in Portugal,
 * `L-1111` is `1111` in Luxembourg, `d02x285` is `D02 X285` in Ireland. Empty when the text
 * cannot be a postcode.
 */
export function zipCodeKey(country: string, search: string): string {
  let key = search.trim().toUpperCase().replace(/\s+/g, ' ');
  if (country === 'LU') key = key.replace(/^L-?\s?/, '');
  if (country === 'NL') key = key.replace(/^(\d{4}) ?([A-Z]{1,2})$/, '$1 $2');
  if (country === 'PT') key = key.replace(/^(\d{4})[- ]?(\d{1,3})$/, '$1-$2');
  if (country === 'IE') key = key.replace(/^([A-Z]\d{2}|D6W) ?([0-9A-Z]{1,4})$/, '$1 $2');
  return /^[A-Z0-9][A-Z0-9 -]*$/.test(key) ? key : '';
}

/** A search with a digit is a postcode; anything else is a city. */
export const isZipCodeSearch = (search: string) => /\d/.test(search);
