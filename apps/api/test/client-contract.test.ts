import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT,
  BROWSING,
  ENDPOINTS,
  ORDERS,
  RETURNS,
  SHOPPER,
  type Endpoint,
} from '@shop/api-client/contract';

// The route table against the document is apps/api/test/openapi.test.ts; this is the client's
// side: it writes no path of its own and calls every endpoint the front ends use.
const SOURCE = join(import.meta.dirname, '../../../packages/api-client/src');
const clientFiles = readdirSync(SOURCE).filter(
  (name) => (name.endsWith('-calls.ts') || name === 'client.ts') && !name.endsWith('.test.ts'),
);
// Comments may name paths; code may not.
const clientSource = clientFiles
  .map((name) => readFileSync(join(SOURCE, name), 'utf8'))
  .join('\n')
  .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');

/**
 * Endpoints no front end calls: the operators', and the unversioned template page (the
 * client always names the version). Files and pages are loaded by URL by the browser.
 */
const NOT_CALLED = new Set(['health', 'openApi', 'templatePage']);
const BY_URL: ReadonlySet<Endpoint['produces']> = new Set(['image/*', 'text/html', 'font/woff2']);

describe('the client derives its calls from the contract', () => {
  it('has client files to read', () => {
    expect(clientFiles).toContain('client.ts');
    expect(clientFiles.length).toBeGreaterThan(5);
  });

  it('writes no path of the API by hand', () => {
    const written = [...clientSource.matchAll(/(['"`])\/[a-z][a-z0-9-]*(?:[/'"`?$])/g)].map(
      ([match]) => match,
    );
    expect(written).toEqual([]);
  });

  it("calls every endpoint of the shoppers' front ends, through its declaration", () => {
    const called = new Set(
      [...clientSource.matchAll(/\b(?:BROWSING|SHOPPER|ACCOUNT|ORDERS|RETURNS)\.(\w+)/g)].map(
        ([, name]) => name!,
      ),
    );
    const shoppers = Object.entries({ ...BROWSING, ...SHOPPER, ...ACCOUNT, ...ORDERS, ...RETURNS });
    const expected = shoppers
      .filter(([name, endpoint]) => {
        const e = endpoint as Endpoint;
        return e.access !== 'admin' && !BY_URL.has(e.produces) && !NOT_CALLED.has(name);
      })
      .map(([name]) => name);
    expect(expected.filter((name) => !called.has(name))).toEqual([]);
    expect([...called].filter((name) => !(name in ENDPOINTS))).toEqual([]);
  });

  it('declares each method and path once', () => {
    const routes = Object.values(ENDPOINTS).map((e) => `${e.method} ${e.path}`);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });
});
