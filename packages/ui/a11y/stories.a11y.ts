// Every story of the built Storybook (storybook-static) opened in Debian's Chromium and checked
// with axe: no serious or critical violation, at desktop width and at 390 px.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
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

/** Pages that have switched story at least once (their URL no longer says which is shown). */
const shown = new WeakSet<Page>();

/**
 * Switches the preview to a story through Storybook's own channel, as its manager does, and
 * resolves once it has rendered: one page load per width instead of one per story.
 */
async function showStory(page: Page, storyId: string): Promise<void> {
  // The story the page opened with is already rendered: asking for it again renders nothing.
  if (new URL(page.url()).searchParams.get('id') === storyId && !shown.has(page)) {
    shown.add(page);
    return;
  }
  shown.add(page);
  const outcome = await page.evaluate(
    (id) =>
      new Promise<string>((done) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              on(event: string, listener: (...args: unknown[]) => void): void;
              off(event: string, listener: (...args: unknown[]) => void): void;
              emit(event: string, payload: unknown): void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        const events = ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing'];
        const listeners = events.map((event) => {
          const listener = () => {
            events.forEach((name, at) => channel.off(name, listeners[at]!));
            done(event);
          };
          channel.on(event, listener);
          return listener;
        });
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
  expect(outcome, `story ${storyId}`).toBe('storyRendered');
}

describe.each([1280, 390])('stories of @shop/ui at %i px', (width) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // axe-core/playwright needs a page of a context of our own (it opens pages in it).
    context = await browser.newContext({ viewport: { width, height: 800 } });
    page = await context.newPage();
    await page.goto(`${base}/iframe.html?id=${stories[0]?.id ?? ''}&viewMode=story`);
    await page.locator('#storybook-root > *').first().waitFor({ state: 'attached' });
  });

  afterAll(async () => {
    await context?.close();
  });

  it('are built (pnpm storybook:build)', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  it.each(stories.map((story) => story.id))('%s has no serious axe violation', async (id) => {
    await showStory(page, id);
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
  });
});
