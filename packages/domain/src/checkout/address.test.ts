import { describe, expect, it } from 'vitest';
import {
  addressErrorKey,
  isValidPhone,
  isValidZipCode,
  normalizePhone,
  validateAddress,
  type AddressInput,
} from './address';

const valid: AddressInput = {
  civility: 2,
  lastName: 'Durand',
  firstName: 'Camille',
  street: '12 rue de la Roquette',
  zipCode: '75011',
  city: 'Paris',
  countryIsoCode2: 'FR',
  phoneNumber: '06 12 34 56 78',
};
const FR_STORE = ['FR', 'BE', 'LU'];

describe('validateAddress', () => {
  it('accepts a complete address of a deliverable country', () => {
    expect(validateAddress(valid, FR_STORE)).toEqual({
      valid: true,
      missingRequired: false,
      errors: {},
    });
  });

  it('requires civility, names, street, city, postcode and phone, each on its own', () => {
    const empty = {
      ...valid,
      civility: null,
      lastName: ' ',
      firstName: '',
      street: '',
      city: '',
      zipCode: '',
      phoneNumber: '',
    };
    const result = validateAddress(empty, FR_STORE);
    expect(result.missingRequired).toBe(true);
    expect(result.errors).toEqual({
      civility: 'required',
      lastName: 'required',
      firstName: 'required',
      street: 'required',
      city: 'required',
      zipCode: 'required',
      phoneNumber: 'required',
    });
    expect(addressErrorKey('lastName', 'required')).toBe('lastNameRequired');
    expect(addressErrorKey('zipCode', 'invalidZipCode')).toBe('invalidZipCode');
  });

  it('refuses a country the store does not deliver', () => {
    const spain = { ...valid, countryIsoCode2: 'ES', zipCode: '28013', phoneNumber: '612345678' };
    expect(validateAddress(spain, FR_STORE).errors).toEqual({
      countryIsoCode2: 'countryNotDeliverable',
    });
    expect(validateAddress(spain, ['ES', 'PT']).valid).toBe(true);
  });

  it('checks the postcode and the phone of the address country', () => {
    expect(validateAddress({ ...valid, zipCode: '7501' }, FR_STORE).errors).toEqual({
      zipCode: 'invalidZipCode',
    });
    const belgian = { ...valid, countryIsoCode2: 'BE', zipCode: '75011' };
    expect(validateAddress(belgian, FR_STORE).errors).toEqual({
      zipCode: 'invalidZipCode',
      phoneNumber: 'invalidPhone',
    });
    expect(validateAddress({ ...valid, phoneNumber: '12' }, FR_STORE).errors).toEqual({
      phoneNumber: 'invalidPhone',
    });
  });

  it('caps the length of free text', () => {
    expect(validateAddress({ ...valid, street: 'x'.repeat(101) }, FR_STORE).errors).toEqual({
      street: 'tooLong',
    });
  });
});

describe('postcodes and phones per country', () => {
  it.each([
    ['FR', '75011', true],
    ['FR', '750 11', false],
    ['BE', '1000', true],
    ['NL', '1012 ab', true],
    ['NL', '1012', false],
    ['PT', '1100-148', true],
    ['ES', '53000', false],
    ['IE', 'D02 X285', true],
    ['LU', 'L-1111', true],
  ])('%s %s → %s', (country, zip, expected) => {
    expect(isValidZipCode(country, zip)).toBe(expected);
  });

  it('takes national and international forms and keeps the international one', () => {
    expect(isValidPhone('FR', '0612345678')).toBe(true);
    expect(isValidPhone('FR', '+33 6 12 34 56 78')).toBe(true);
    expect(isValidPhone('DE', '030 1234567')).toBe(true);
    expect(isValidPhone('IT', '+39 02 1234 5678')).toBe(true);
    expect(isValidPhone('FR', 'call me')).toBe(false);
    expect(normalizePhone('FR', '06 12 34 56 78')).toBe('+33 6 12 34 56 78');
  });
});
