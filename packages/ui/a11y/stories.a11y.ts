// Every story of the built Storybook (storybook-static) opened in Debian's Chromium and checked
// with axe: no serious or critical violation, at desktop width and at 390 px.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser } from '@playwright/test';
import sirv from 'sirv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const STATIC = resolve(import.meta.dirname, '../storybook-static');
const index = existsSync(`${STATIC}/index.json`)
  ? (JSON.parse(readFileSync(`${STATIC}/index.json`, 'utf8')) as {
      entries: Record<string, { id: string; type: string; title: string; name: string }>;
    })
  : { entries: {} };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

let server: Server;
let browser: Browser;
let base: string;

beforeAll(async () => {
  server = createServer(sirv(STATIC, { dev: false }));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
});

afterAll(async () => {
  await browser?.close();
  server?.close();
});

describe('stories of @shop/ui', () => {
  it('are built (pnpm storybook:build)', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  it.each(stories.flatMap((story) => [1280, 390].map((width) => [story.id, width] as const)))(
    '%s at %i px has no serious axe violation',
    async (id, width) => {
      // axe-core/playwright needs a page of a context of our own (it opens pages in it).
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      try {
        await page.goto(`${base}/iframe.html?id=${id}&viewMode=story`);
        await page.locator('#storybook-root > *').first().waitFor({ state: 'attached' });
        // A story is a fragment of a page: landmark and page-title rules are the apps' concern.
        const { violations } = await new AxeBuilder({ page })
          .include('#storybook-root')
          .disableRules(['region', 'landmark-one-main', 'page-has-heading-one'])
          .analyze();
        const serious = violations
          .filter(({ impact }) => impact === 'serious' || impact === 'critical')
          .map(
            ({ id: rule, nodes }) =>
              `${rule}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
        expect(serious).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
