import type { Page } from '@playwright/test';
import { compareSizes } from '@shop/domain/size-order';
import { expect, storeUrl, test } from './fixtures';
import { seriousViolations } from './axe';

const CATEGORY = '/pantalons-c8';
/** A top category: several pages of 48 in the e2e catalogue. */
const BIG = '/vetements-c1';

const count = async (page: Page) =>
  Number((await page.getByTestId('listing-count').innerText()).replace(/\D/g, ''));
const cards = (page: Page) => page.getByTestId('listing-grid').locator('article');

/** Opens a facet dropdown and clicks one of its values (the n-th offered). */
async function toggleValue(page: Page, facet: string, index = 0) {
  const group = page.locator(`[data-facet="${facet}"]`).first();
  if (!(await group.evaluate((node) => (node as HTMLDetailsElement).open)))
    await group.locator('summary').click();
  const link = group.locator('a[data-value]').nth(index);
  const value = (await link.getAttribute('data-value'))!;
  await link.click();
  return value;
}

test.describe('listing page', () => {
  test('renders hits and facets with counts on the server', async ({ request }) => {
    const html = await (await request.get(CATEGORY)).text();
    expect(html).toContain('data-testid="listing-grid"');
    expect(html).toMatch(/data-facet="brands"/);
    expect(html).toMatch(/data-facet="sizes"/);
    // The hidden facets of section 7 never reach the shopper.
    expect(html).not.toMatch(/data-facet="(label|isOnlyOutlet|displayInListing)"/);
    expect(html).toMatch(/<a[^>]+href="\/pantalons-c8\?colors=[^"]+"/);
  });

  test('toggles facet values, shows counts and clears one or all', async ({ page }) => {
    await page.goto(CATEGORY);
    const total = await count(page);
    expect(total).toBeGreaterThan(10);
    await expect(cards(page)).toHaveCount(Math.min(total, 48));

    const colour = await toggleValue(page, 'colors');
    await expect(page).toHaveURL(/\?colors=/);
    await expect.poll(() => count(page)).toBeLessThan(total);
    const oneColour = await count(page);
    const chip = page.getByTestId('active-filters').getByRole('link', { name: new RegExp(colour) });
    await expect(chip).toBeVisible();

    // A second value of the same facet widens the result (values of a facet are alternatives).
    await toggleValue(page, 'colors', 1);
    await expect(page).toHaveURL(/colors=[^&]+--/);
    await expect.poll(() => count(page)).toBeGreaterThan(oneColour);

    // Another facet narrows it; its counts come with the values.
    const sizeGroup = page.locator('[data-facet="sizes"]');
    await sizeGroup.locator('summary').click();
    const firstSize = sizeGroup.locator('a[data-value]').first();
    await expect(firstSize.locator('[class*="count"]')).toHaveText(/^\d+$/);
    await firstSize.click();
    // Facets travel in the grammar's order: sizes before colours.
    await expect(page).toHaveURL(/sizes=.+&colors=/);

    // The URL survives a reload: same state, same count.
    const before = await count(page);
    await page.reload();
    expect(await count(page)).toBe(before);
    // Three chips and the clear-all link.
    await expect(page.getByTestId('active-filters').getByRole('link')).toHaveCount(4);

    await page
      .getByTestId('active-filters')
      .getByRole('link', { name: new RegExp(colour) })
      .click();
    await expect(page.getByTestId('active-filters').getByRole('link')).toHaveCount(3);
    await page.getByTestId('clear-all').click();
    await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
    expect(await count(page)).toBe(total);
  });

  test('sorts by price and keeps the sort in the URL, back on page one', async ({ page }) => {
    await page.goto(`${BIG}?page=2`);
    await page.getByTestId('sort').selectOption('price_asc');
    await expect(page).toHaveURL(new RegExp(`${BIG}\\?sort=price_asc$`));
    // Text content, not innerText: cards past the first row skip rendering until scrolled to.
    const prices = await cards(page).locator('.ui-price__current').allTextContents();
    const values = prices.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
    expect(values.length).toBeGreaterThan(10);
    expect([...values].sort((a, b) => a - b)).toEqual(values);

    await page.getByTestId('sort').selectOption('price_desc');
    await expect(page).toHaveURL(/sort=price_desc/);
    await page.getByTestId('sort').selectOption('');
    await expect(page).toHaveURL(new RegExp(`${BIG}$`));
  });

  test('pages with previous, next and numbers (page n+1 in the URL)', async ({ page }) => {
    await page.goto(BIG);
    const pagination = page.getByRole('navigation', { name: 'Pages de résultats' });
    await expect(
      pagination.getByRole('link', { name: 'Aller à la page 1', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    const first = await cards(page).first().locator('h3').innerText();
    await pagination.getByRole('link', { name: 'Page suivante' }).click();
    await expect(page).toHaveURL(new RegExp(`${BIG}\\?page=2$`));
    await expect(cards(page).first().locator('h3')).not.toHaveText(first);
    await pagination.getByRole('link', { name: 'Aller à la page 3', exact: true }).click();
    await expect(page).toHaveURL(/page=3$/);
    await pagination.getByRole('link', { name: 'Page précédente' }).click();
    await expect(page).toHaveURL(/page=2$/);
    await pagination.getByRole('link', { name: 'Page précédente' }).click();
    await expect(page).toHaveURL(new RegExp(`${BIG}$`));
  });

  test('every product is reachable: the last page holds the rest, past it is a 404', async ({
    page,
    request,
  }) => {
    await page.goto(BIG);
    const total = await count(page);
    const last = Math.ceil(total / 48);
    expect(last).toBeGreaterThan(2);
    await page.goto(`${BIG}?page=${last}`);
    await expect(cards(page)).toHaveCount(total - 48 * (last - 1));
    expect(await count(page)).toBe(total);
    const pagination = page.getByRole('navigation', { name: 'Pages de résultats' });
    await expect(
      pagination.getByRole('link', { name: `Aller à la page ${last}`, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('link', { name: 'Page suivante' })).toHaveCount(0);
    // The page after the last one, and far past it, are not pages of the listing.
    for (const past of [last + 1, last + 100])
      expect((await request.get(`${BIG}?page=${past}`)).status(), `page ${past}`).toBe(404);
    expect((await request.get('/search/sweat?page=500')).status()).toBe(404);
  });

  test('offers the spec page sizes, 48 by default, kept for the next listings', async ({
    page,
  }) => {
    await page.goto(`${BIG}?page=3`);
    await expect(cards(page)).toHaveCount(48);
    const sizes = await page.getByTestId('page-size').locator('option').allInnerTexts();
    expect(sizes).toEqual(['1', '4', '8', '15', '16', '24', '32', '48']);
    await page.getByTestId('page-size').selectOption('24');
    await expect(page).toHaveURL(new RegExp(`${BIG}$`));
    await expect(cards(page)).toHaveCount(24);
    await page.goto('/top-ventes');
    await expect(cards(page)).toHaveCount(24);
  });

  test('answers 404 to bad values of known parameters and redirects unknown ones', async ({
    request,
  }) => {
    for (const query of ['?page=abc', '?colors=%3Cscript%3E', '?prices=9~1'])
      expect((await request.get(`${CATEGORY}${query}`)).status(), query).toBe(404);
    // An unknown parameter is dropped by a permanent redirect to the canonical address (issue 30).
    const unknown = await request.get(`${CATEGORY}?foo=bar`, { maxRedirects: 0 });
    expect(unknown.status()).toBe(301);
    expect(new URL(unknown.headers()['location']!, 'http://x').pathname).toBe(CATEGORY);
    expect((await request.get('/search/sweat?page=0')).status()).toBe(404);
  });

  test('an empty result offers a way out', async ({ page }) => {
    await page.goto(`${CATEGORY}?prices=0~1`);
    await expect(page.getByTestId('listing-empty')).toContainText(
      'Aucun produit ne correspond à ces filtres.',
    );
    await page.getByRole('link', { name: 'Effacer les filtres' }).click();
    await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
    await expect(cards(page).first()).toBeVisible();
  });

  test('every listing kind opens through its path', async ({ page, request }) => {
    const kinds = [
      ['/nouveautes', 'novelty'],
      ['/top-ventes', 'top_sales'],
      ['/promotions', 'promotions'],
      ['/ventes-flash', 'flash_sale'],
      ['/soldes', 'sales'],
      ['/bons-plans', 'best_offers_1'],
      ['/meilleures-offres', 'best_offers_2'],
      [CATEGORY, 'category'],
      [storeUrl('es', '/rebajas'), 'sales'],
      [storeUrl('de', '/neu'), 'novelty'],
    ] as const;
    for (const [path, kind] of kinds) {
      await page.goto(path);
      await expect(page.getByTestId('listing'), path).toHaveAttribute('data-kind', kind);
    }
    // Half price or more on the second best-offers listing.
    await page.goto('/meilleures-offres');
    const percents = await cards(page).locator('.ui-price__percent').allTextContents();
    expect(percents.length).toBeGreaterThan(0);
    for (const percent of percents)
      expect(Number(percent.replace(/\D/g, ''))).toBeGreaterThanOrEqual(50);

    // A brand from the brands index, then an artist page from the artists index.
    await page.goto('/marques');
    await page.getByTestId('brands-index').locator('section ul a').first().click();
    await expect(page.getByTestId('listing')).toHaveAttribute('data-kind', 'brand');
    await page.goto('/artistes');
    const artists = await page
      .getByTestId('artists-index')
      .locator('section ul a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    // Not every artist has a product in the small e2e catalogue: take the first that has.
    let artistTotal = 0;
    for (const href of artists) {
      await page.goto(href);
      await expect(page.getByTestId('listing')).toHaveAttribute('data-kind', 'artist');
      artistTotal = await count(page);
      if (artistTotal > 0) break;
    }
    expect(artistTotal).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/c-[a-z0-9-]+-\d+$/);
    await toggleValue(page, 'colors');
    await expect(page).toHaveURL(/\/c-[a-z0-9-]+-\d+\?colors=/);
    expect(await count(page)).toBeLessThanOrEqual(artistTotal);
    // Without an accepted e-mail the outlet guard sends the shopper home with its popin.
    const outlet = await request.get('/outlet', { maxRedirects: 0 });
    expect(outlet.status()).toBe(302);
    expect(outlet.headers().location).toMatch(/\/\?outlet=true$/);
  });

  test('each listing kind lists its own products', async ({ page }) => {
    /** The first sticker of each card of the first page, and the listing's count. */
    const listing = async (path: string) => {
      await page.goto(path);
      const stickers = await cards(page).evaluateAll((nodes) =>
        nodes.map((card) => card.querySelector('.ui-sticker')?.textContent ?? ''),
      );
      expect(stickers.length, path).toBeGreaterThan(0);
      return { stickers, total: await count(page) };
    };
    const percents = (stickers: string[]) =>
      stickers.map((text) => Number(text.replace(/\D/g, '')));

    // Novelties and top sales by their labels, flash sales and promotions by theirs.
    for (const sticker of (await listing('/nouveautes')).stickers) expect(sticker).toBe('Nouveau');
    for (const sticker of (await listing('/top-ventes')).stickers)
      expect(sticker).toBe('Top vente');
    const flash = await listing('/ventes-flash');
    for (const sticker of flash.stickers) expect(sticker).toBe('Vente flash');
    const promotions = await listing('/promotions');
    for (const percent of percents(promotions.stickers)) expect(percent).toBeGreaterThan(0);
    // Sales: every discounted product; best offers: 30 % and 50 % off or more.
    const sales = await listing('/soldes');
    expect(sales.total).toBe(promotions.total + flash.total);
    const deals = await listing('/bons-plans');
    for (const percent of percents(deals.stickers.filter((text) => /%/.test(text))))
      expect(percent).toBeGreaterThanOrEqual(30);
    const best = await listing('/meilleures-offres');
    const totals = [sales, promotions, flash, deals, best].map((one) => one.total);
    expect(new Set(totals).size, totals.join()).toBe(totals.length);
  });

  test('offers sizes in size order, not by count: letters, then numbers', async ({ page }) => {
    await page.goto(BIG);
    const sizes = await page
      .locator('[data-facet="sizes"] a[data-value]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('data-value')!));
    expect(sizes.slice(0, 3)).toEqual(['XS', 'S', 'M']);
    expect(sizes.some((size) => /^\d+$/.test(size))).toBe(true);
    expect(sizes).toEqual([...sizes].sort(compareSizes));
  });

  test('the brands index lists every brand alphabetically, main store only', async ({ page }) => {
    await page.goto('/marques');
    const names = await page.getByTestId('brands-index').locator('section ul a').allInnerTexts();
    expect(names.length).toBeGreaterThan(12);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })),
    );
    await page
      .getByRole('navigation', { name: 'Aller à la lettre' })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(/#letter-/);
    expect((await page.goto(storeUrl('de', '/marken')))?.status()).toBe(404);
  });

  test('cards and facet values cross to the browser as data, not as their markup again', async ({
    request,
  }) => {
    const html = await (await request.get(BIG)).text();
    // The page's payload for hydration sits in its scripts; the markup in the HTML itself.
    const payload = [...html.matchAll(/self\.__next_f\.push\((.*?)\)<\/script>/gs)]
      .map((match) => match[1])
      .join('');
    expect(html.match(/class="ui-thumb__frame"/g)).toHaveLength(48);
    // (The loading skeleton's frame has a second class.)
    expect(payload).not.toContain('ui-thumb__frame\\"');
    expect(payload).toContain('\\"card\\":{');
    // Facet values: their counts as data, their links made in the browser.
    expect(payload).not.toContain('rel\\":\\"nofollow');
  });

  test('thumbnails: stickers, favourite, price, sizes, free delivery, product link', async ({
    page,
  }) => {
    await page.goto('/promotions');
    const card = cards(page).first();
    await expect(card.locator('.ui-sticker').first()).toBeVisible();
    await expect(card.getByRole('button', { name: 'Ajouter aux favoris' })).toBeVisible();
    await expect(card.locator('.ui-price__original')).toBeVisible();
    await expect(card.locator('.ui-price__percent')).toHaveText(/^-\d+%$/);

    // Free delivery from the store's amount (99 € by default): the most expensive products.
    await page.goto(`${BIG}?sort=price_desc`);
    await expect(cards(page).first().getByText('Livraison offerte')).toBeVisible();
    await page.goto(`${BIG}?sort=price_asc`);
    await expect(cards(page).first().getByText('Livraison offerte')).toHaveCount(0);

    // Sizes: buttons up to 7, a text above, 'unique size' without (shoes and caps on sale).
    await page.goto('/soldes');
    const texts = await cards(page).locator('.ui-thumb__sizes-text').allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts)
      expect(['Plusieurs tailles disponibles', 'Taille unique']).toContain(text);

    const title = await cards(page).first().locator('h3').innerText();
    await cards(page).first().locator('a.ui-thumb__link').click();
    await expect(page).toHaveURL(/\/p\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.split(' ')[0]!);
  });

  test('the fixed header shows a filter button with the active-filter count', async ({ page }) => {
    await page.goto(`${BIG}?colors=Noir&sexe=femme`);
    await expect(page.getByTestId('header-filters')).toHaveCount(0);
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(300);
    await page.mouse.wheel(0, -400);
    const button = page.getByTestId('header-filters');
    await expect(button).toBeVisible();
    await expect(button).toContainText('2');
    await page.goto('/t/livraison-et-retours');
    await page.mouse.wheel(0, 1500);
    await page.mouse.wheel(0, -400);
    await expect(page.getByTestId('header-filters')).toHaveCount(0);
  });

  test('no serious accessibility violation on a filtered listing', async ({ page }) => {
    await page.goto(`${CATEGORY}?sort=price_asc`);
    await toggleValue(page, 'colors');
    await expect(page).toHaveURL(/colors=/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('listing on mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('two per row; the filter panel opens full screen and stays open while filtering', async ({
    page,
  }) => {
    await page.goto(CATEGORY);
    const boxes = await Promise.all([0, 1, 2].map((index) => cards(page).nth(index).boundingBox()));
    expect(boxes[0]!.y).toBe(boxes[1]!.y);
    expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y);

    const panel = page.getByTestId('filter-panel');
    await expect(panel).toBeHidden();
    await page.getByTestId('open-filters').click();
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box!.width).toBe(390);
    await panel.locator('[data-facet="colors"] summary').click();
    await panel.locator('[data-facet="colors"] a[data-value]').first().click();
    await expect(page).toHaveURL(/colors=/);
    await expect(panel).toBeVisible();
    await expect(page.getByTestId('open-filters')).toContainText('1');
    await page.getByTestId('show-results').click();
    await expect(panel).toBeHidden();
  });
});

test.describe('listing on desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('six per row', async ({ page }) => {
    await page.goto(BIG);
    const tops = await Promise.all(
      [0, 5, 6].map(async (index) => (await cards(page).nth(index).boundingBox())!.y),
    );
    expect(tops[0]).toBe(tops[1]);
    expect(tops[2]).toBeGreaterThan(tops[0]!);
  });
});
