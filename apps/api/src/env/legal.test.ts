import { describe, expect, it } from 'vitest';
import { LOCAL_LEGAL, loadLegalEnv } from './legal';

describe('legal mentions', () => {
  it('works with no configuration: the example company', () => {
    expect(loadLegalEnv({}, 'development')).toEqual(LOCAL_LEGAL);
  });

  it('takes the shop’s own mentions and keeps a VAT number as one upper-case word', () => {
    const legal = loadLegalEnv(
      {
        SHOP_LEGAL_NAME: 'Strasse GmbH',
        SHOP_LEGAL_ADDRESS: 'Hauptstraße 1, 10115 Berlin',
        SHOP_VAT_NUMBER: 'de 123 456 789',
      },
      'development',
    );
    expect(legal).toMatchObject({
      name: 'Strasse GmbH',
      address: 'Hauptstraße 1, 10115 Berlin',
      vatNumber: 'DE123456789',
    });
    expect(() => loadLegalEnv({ SHOP_VAT_NUMBER: 'not a number!' }, 'development')).toThrow(
      /SHOP_VAT_NUMBER/,
    );
  });

  it('refuses the example company in production', () => {
    expect(() => loadLegalEnv({}, 'production')).toThrow(/SHOP_VAT_NUMBER/);
    expect(loadLegalEnv({ SHOP_VAT_NUMBER: 'FR12345678901' }, 'production').vatNumber).toBe(
      'FR12345678901',
    );
  });
});
