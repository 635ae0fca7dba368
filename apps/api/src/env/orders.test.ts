import { describe, expect, it } from 'vitest';
import { LOCAL_SHOP_IBAN, loadOrdersEnv } from './orders';

describe('order settings', () => {
  it('works with no configuration: the example account and a release every minute', () => {
    const orders = loadOrdersEnv({}, 'development');
    expect(orders.bankAccount.iban).toBe(LOCAL_SHOP_IBAN);
    expect(orders.bankAccount.bic).toMatch(/^[A-Z0-9]{8,11}$/);
    expect(orders.bankAccount.holder).not.toBe('');
    expect(orders.releaseIntervalMs).toBe(60_000);
  });

  it('keeps an IBAN as one upper-case word and refuses what is not one', () => {
    const { bankAccount } = loadOrdersEnv(
      { SHOP_IBAN: 'de89 3704 0044 0532 0130 00', SHOP_BIC: 'cobadeffxxx' },
      'development',
    );
    expect(bankAccount).toMatchObject({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
    expect(() => loadOrdersEnv({ SHOP_IBAN: 'not an iban' }, 'development')).toThrow(/SHOP_IBAN/);
    expect(() => loadOrdersEnv({ SHOP_BIC: 'x' }, 'development')).toThrow(/SHOP_BIC/);
  });

  it('refuses the example account in production', () => {
    expect(() => loadOrdersEnv({}, 'production')).toThrow(/SHOP_IBAN/);
    expect(
      loadOrdersEnv({ SHOP_IBAN: 'DE89370400440532013000' }, 'production').bankAccount.iban,
    ).toBe('DE89370400440532013000');
  });

  it('turns the release job off with 0', () => {
    expect(loadOrdersEnv({ ORDER_RELEASE_INTERVAL_MS: '0' }, 'test').releaseIntervalMs).toBe(0);
  });
});
