import { describe, expect, it } from 'vitest';
import { deliveryPromiseValues } from './delivery-promises';
import { translator } from './index';

describe('deliveryPromiseValues', () => {
  it('names each kind’s price and days in the language, and nothing for a kind not offered', () => {
    const promises = {
      home: { price: 4.95, days: 2 },
      relay: { price: 3.95, days: 1 },
      express: null,
    };
    const values = deliveryPromiseValues(promises, 'fr-FR', translator('fr'));
    expect(values).toEqual({
      homePrice: '4,95\u00a0€',
      homeDays: '2 jours',
      relayPrice: '3,95\u00a0€',
      relayDays: '1 jour',
    });
    expect(deliveryPromiseValues(promises, 'de-DE', translator('de')).homeDays).toBe('2 Tagen');
  });
});
