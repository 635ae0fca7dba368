/**
 * Alphabetical index of the brands and artists pages: entries sorted in the shopper's language
 * and grouped by initial, accents folded (É with E) and non-letters under `#`.
 */
export interface LetterGroup<T> {
  letter: string;
  items: T[];
}

export function initialOf(label: string): string {
  const first = label.trim().normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

export function groupByInitial<T extends { label: string }>(
  items: readonly T[],
  locale: string,
): LetterGroup<T>[] {
  const sorted = [...items].sort((a, b) =>
    a.label.localeCompare(b.label, locale, { sensitivity: 'base' }),
  );
  const groups = new Map<string, T[]>();
  for (const item of sorted) {
    const letter = initialOf(item.label);
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  // `#` first, as indexes of shops usually show digits before letters.
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? -1 : b === '#' ? 1 : a.localeCompare(b)))
    .map(([letter, grouped]) => ({ letter, items: grouped }));
}
