import { afterEach, describe, expect, it, vi } from 'vitest';
import { maintenanceFlag } from './maintenance-flag';
import { sampleInit } from './test-fixtures';

function initAnswer(maintenance: boolean) {
  const body = { ...sampleInit, boSettings: { ...sampleInit.boSettings, maintenance } };
  return new Response(JSON.stringify(body), { status: 200 });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('maintenanceFlag', () => {
  it('reads GET /init once per delay, and requests arriving together share the reading', async () => {
    let clock = 1_000;
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(initAnswer(true)));
    const flagOn = maintenanceFlag('http://api.test/', { ttlMs: 5_000, fetch, now: () => clock });

    expect(await Promise.all([flagOn(), flagOn(), flagOn()])).toEqual([true, true, true]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(
      /^http:\/\/api\.test\/api\/v5\/init/,
    );

    clock += 4_999;
    expect(await flagOn()).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);

    fetch.mockImplementation(() => Promise.resolve(initAnswer(false)));
    clock += 2;
    expect(await flagOn()).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps the last reading while the API is unreachable, and reads off at first', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let clock = 0;
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.reject(new TypeError('connection refused')),
    );
    const flagOn = maintenanceFlag('http://api.test', { ttlMs: 10, fetch, now: () => clock });

    expect(await flagOn()).toBe(false);

    fetch.mockImplementation(() => Promise.resolve(initAnswer(true)));
    clock += 11;
    expect(await flagOn()).toBe(true);

    fetch.mockImplementation(() => Promise.reject(new TypeError('connection refused')));
    clock += 11;
    expect(await flagOn()).toBe(true);
    expect(console.error).toHaveBeenCalledWith(
      'Unable to read the maintenance flag',
      expect.any(String),
    );
  });
});
