import { describe, expect, it } from 'vitest';
import { outletGrantCookie, signOutletGrant, verifyOutletGrant } from './outlet-grant';

const SECRET = 'a-shared-secret-of-the-api-and-storefront';
const NOW = 1_000_000_000_000;
const MONTH_S = 2_592_000;

describe('outlet grant', () => {
  it('verifies a grant it signed until it expires', async () => {
    const grant = await signOutletGrant(SECRET, NOW, MONTH_S);
    expect(grant).toMatch(/^v1\.\d+\.[\w-]{43}$/);
    await expect(verifyOutletGrant(SECRET, grant, NOW)).resolves.toBe(true);
    await expect(verifyOutletGrant(SECRET, grant, NOW + (MONTH_S - 1) * 1000)).resolves.toBe(true);
    await expect(verifyOutletGrant(SECRET, grant, NOW + MONTH_S * 1000)).resolves.toBe(false);
  });

  it('refuses another secret, a changed expiry, a changed signature and garbage', async () => {
    const grant = await signOutletGrant(SECRET, NOW, MONTH_S);
    await expect(verifyOutletGrant('another-secret-of-sixteen', grant, NOW)).resolves.toBe(false);
    const [version, expiry, signature] = grant.split('.');
    const later = `${version}.${Number(expiry) + 86_400}.${signature}`;
    await expect(verifyOutletGrant(SECRET, later, NOW)).resolves.toBe(false);
    const flipped = `${version}.${expiry}.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`;
    await expect(verifyOutletGrant(SECRET, flipped, NOW)).resolves.toBe(false);
    for (const bad of [
      undefined,
      null,
      '',
      'v1',
      'v1.1.x',
      `${grant}.x`,
      `v2.${expiry}.${signature}`,
    ])
      await expect(verifyOutletGrant(SECRET, bad, NOW)).resolves.toBe(false);
  });

  it('is an HttpOnly cookie of the whole site, Secure on https', () => {
    expect(outletGrantCookie('outletGrant', 'v1.1.s', MONTH_S, false)).toBe(
      'outletGrant=v1.1.s; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax',
    );
    expect(outletGrantCookie('outletGrant', 'v1.1.s', MONTH_S, true)).toMatch(/; Secure$/);
  });
});
