import { describe, expect, it } from 'vitest';
import { detectLocale, parseAcceptLanguage } from './locale-detection';

const locales = [
  { code: 'fr', iso: 'fr-FR' },
  { code: 'es', iso: 'es-ES' },
  { code: 'nl', iso: 'nl-BE' },
  { code: 'en', iso: 'en-GB' },
];

describe('detectLocale', () => {
  it('prefers an exact iso match in first position', () => {
    expect(detectLocale(['es-ES', 'fr-FR'], locales)?.code).toBe('es');
  });
  it('scores a language-only match just below an exact one at the same position', () => {
    // nl-NL matches nl-BE by language (0.999 - 0) and beats en-GB exact in second place (1 - 1/2).
    expect(detectLocale(['nl-NL', 'en-GB'], locales)?.code).toBe('nl');
    // Exact match at position 0 beats a language match at position 0 of another locale.
    expect(detectLocale(['en-GB'], [...locales, { code: 'us', iso: 'en-US' }])?.code).toBe('en');
  });
  it('uses later preferences when the first matches nothing', () => {
    expect(detectLocale(['pt-BR', 'de-DE', 'fr-CA'], locales)?.code).toBe('fr');
  });
  it('finds nothing when no language matches', () => {
    expect(detectLocale(['pt-BR', 'ja'], locales)).toBeNull();
    expect(detectLocale([], locales)).toBeNull();
  });
});

describe('parseAcceptLanguage', () => {
  it('orders tags by q then position and drops q=0 and *', () => {
    expect(parseAcceptLanguage('de;q=0.5, fr-FR, en;q=0.8, *;q=0.1, it;q=0')).toEqual([
      'fr-FR',
      'en',
      'de',
    ]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});
