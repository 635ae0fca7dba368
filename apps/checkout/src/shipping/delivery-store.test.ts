import { describe, expect, it } from 'vitest';
import { RELAY_POINTS } from '../test/delivery-fixtures';
import { createDeliveryStore, DELIVERY_STORAGE_KEY } from './delivery-store';

const memoryStorage = () => {
  const values = new Map<string, string>();
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  } as Storage;
  return storage;
};

describe('delivery store', () => {
  it('keeps one destination: an address clears the relay point and the reverse', () => {
    const store = createDeliveryStore(memoryStorage);
    store.getState().chooseRelayPoint(RELAY_POINTS[0]!);
    expect(store.getState()).toMatchObject({
      mode: 'relay',
      choice: { shippingAddressId: null, relayPointId: 'FR-00042' },
      relayPoint: RELAY_POINTS[0],
    });
    store.getState().chooseAddress(7);
    expect(store.getState()).toMatchObject({
      mode: 'home',
      choice: { shippingAddressId: 7, relayPointId: null },
      relayPoint: null,
    });
  });

  it('drops a carrier of the other type, keeps one of the same type', () => {
    const store = createDeliveryStore(memoryStorage);
    store.getState().chooseAddress(7);
    store.getState().chooseCarrier({ id: 1, type: 'home' });
    store.getState().chooseAddress(8);
    expect(store.getState().choice.carrierId).toBe(1);
    store.getState().chooseRelayPoint(RELAY_POINTS[1]!);
    expect(store.getState()).toMatchObject({ choice: { carrierId: null }, carrierType: null });
  });

  it('survives a reload of the tab, and is cleared (logout) to nothing', () => {
    const storage = memoryStorage();
    const first = createDeliveryStore(() => storage);
    first.getState().chooseRelayPoint(RELAY_POINTS[0]!);
    first.getState().chooseCarrier({ id: 3, type: 'relay' });
    const reloaded = createDeliveryStore(() => storage);
    expect(reloaded.getState()).toMatchObject({
      mode: 'relay',
      choice: { relayPointId: 'FR-00042', carrierId: 3 },
      carrierType: 'relay',
      relayPoint: { name: 'Tabac de la Roquette' },
    });
    reloaded.getState().clear();
    expect(JSON.parse(storage.getItem(DELIVERY_STORAGE_KEY)!).state).toEqual({
      mode: 'home',
      choice: { shippingAddressId: null, relayPointId: null, carrierId: null },
      relayPoint: null,
      carrierType: null,
    });
  });
});
