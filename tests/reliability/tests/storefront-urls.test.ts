import { describe, expect, it } from 'vitest';
import { gatewayUrl } from '../src/control';

// Issue 19: storefront URLs as crawlers, scanners and broken links send them. No 5xx, and
// the answers to the ones the audit found say what they are (400, 404, 414).
const EXPECTED: [path: string, statuses: number[]][] = [
  ['/?x=%', [400]],
  [`/${'a'.repeat(3_000)}`, [404, 414]],
  ['/sitemaps/products-99999.xml', [404]],
  ['/sitemaps/products-0.xml', [404]],
];

const JUNK = [
  '/%00',
  '/%E0%A4%A',
  '/p/',
  '/p/%20',
  `/p/${'x'.repeat(1_500)}-1`,
  '/..%2f..%2fetc%2fpasswd',
  '/search/%3Cscript%3E',
  '/search/' + encodeURIComponent('"><img src=x onerror=alert(1)>'),
  '/?page=-1',
  '/?page=99999999999999999999',
  '/?sort=%00&colors=' + '~'.repeat(500),
  '/t/' + encodeURIComponent('\u202e'),
  '/outlet?x=' + 'y'.repeat(1_900),
  '/marques/' + '%F0%9F%92%A9'.repeat(100),
  '/es/es/es/es',
  '/_next/image?url=http://169.254.169.254/',
  '/robots.txt?x=%',
  '/wishlist/../../api/v5/init',
];

describe('storefront URLs', () => {
  it.each(EXPECTED)('%s answers %j', async (path, statuses) => {
    const answer = await fetch(gatewayUrl(path), { redirect: 'manual' });
    expect(statuses).toContain(answer.status);
  });

  it.each(JUNK)('%s answers below 500, without internal route headers', async (path) => {
    const answer = await fetch(gatewayUrl(path), { redirect: 'manual' });
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers.has('x-middleware-rewrite')).toBe(false);
  });

  it('sends the strict policy and the security headers on pages', async () => {
    const answer = await fetch(gatewayUrl('/'));
    const policy = answer.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("frame-ancestors 'none'");
    expect(await answer.text()).toContain(`nonce="${nonce}"`);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('permissions-policy')).toContain('camera=()');
  });
});
