import { describe, expect, it } from 'vitest';
import { cityKey, isZipCodeSearch, zipCodeKey } from './place-keys';

describe('place keys', () => {
  it('compare cities without case, accents or punctuation', () => {
    expect(cityKey('Málaga')).toBe('malaga');
    expect(cityKey('  SAINT-ÉTIENNE ')).toBe('saint etienne');
    expect(cityKey("'s-Hertogenbosch")).toBe('s hertogenbosch');
    expect(cityKey('Großenhain')).toBe('grossenhain');
    expect(cityKey('A Coruña')).toBe('a coruna');
  });

  it('write a typed postcode as the country keeps it', () => {
    expect(zipCodeKey('FR', ' 75011 ')).toBe('75011');
    expect(zipCodeKey('NL', '1012ab')).toBe('1012 AB');
    expect(zipCodeKey('NL', '1012')).toBe('1012');
    expect(zipCodeKey('PT', '1100148')).toBe('1100-148');
    expect(zipCodeKey('PT', '1100-1')).toBe('1100-1');
    expect(zipCodeKey('LU', 'L-1111')).toBe('1111');
    expect(zipCodeKey('IE', 'd02x285')).toBe('D02 X285');
    expect(zipCodeKey('IE', 'D02')).toBe('D02');
    // Nothing that could widen a LIKE pattern goes through.
    expect(zipCodeKey('FR', '75%')).toBe('');
    expect(zipCodeKey('FR', '7_0')).toBe('');
  });

  it('read a search with a digit as a postcode', () => {
    expect(isZipCodeSearch('75011')).toBe(true);
    expect(isZipCodeSearch('D02')).toBe(true);
    expect(isZipCodeSearch('Lyon')).toBe(false);
  });
});
