/**
 * Storefront section 9: a locale whose iso code the browser lists exactly scores
 * 1 − position/length, one that only shares the language scores 0.999 − position/length; the
 * best score wins. `preferred` is the browser's list, most wanted first.
 */
export function detectLocale<T extends { code: string; iso: string }>(
  preferred: readonly string[],
  locales: readonly T[],
): T | null {
  let best: { locale: T; score: number } | null = null;
  const length = preferred.length;
  preferred.forEach((wanted, position) => {
    const wantedIso = wanted.toLowerCase();
    const wantedLanguage = wantedIso.split('-')[0];
    for (const locale of locales) {
      const iso = locale.iso.toLowerCase();
      const score =
        iso === wantedIso
          ? 1 - position / length
          : iso.split('-')[0] === wantedLanguage
            ? 0.999 - position / length
            : -1;
      if (score >= 0 && (!best || score > best.score)) best = { locale, score };
    }
  });
  return (best as { locale: T } | null)?.locale ?? null;
}

/** The languages of an Accept-Language header, most wanted first (q values respected). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^q=([\d.]+)$/.exec(param.trim())?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
