/**
 * An IBAN as people read and type it: groups of four characters separated by spaces, the last
 * group shorter (ISO 13616's "paper format"). A 27-character French IBAN in one block was hard
 * to copy by eye (issue 30). Spaces already there are dropped first; letters are upper case.
 */
export function formatIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The IBAN without spaces, as banking apps take it when pasted. */
export const compactIban = (iban: string): string => iban.replace(/\s+/g, '').toUpperCase();
