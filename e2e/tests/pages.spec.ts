import { expect, storeUrl, test } from './fixtures';

test.describe('paths resolved by the server parse call', () => {
  test('a listing word opens its listing with breadcrumb, canonical and hreflang', async ({
    page,
  }) => {
    const answer = await page.goto('/nouveautes');
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nouveautés');
    const breadcrumb = page.getByRole('navigation', { name: "Fil d'Ariane" });
    await expect(breadcrumb.getByRole('link', { name: 'Accueil' })).toBeVisible();
    await expect(page.getByTestId('listing-grid').locator(':scope > li').first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/nouveautes$/);
    await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute(
      'href',
      /de\.localhost:\d+\/neu$/,
    );
  });

  test("another language's word redirects permanently to this store's", async ({ request }) => {
    const answer = await request.get('/novedades', { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toMatch(/\/nouveautes$/);
  });

  test('a product of a listing opens its page with JSON-LD', async ({ page }) => {
    await page.goto('/nouveautes');
    const card = page.getByTestId('listing-grid').locator(':scope > li').first();
    const name = (await card.getByRole('heading').first().innerText()).trim();
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/p\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
    expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
  });

  test('an unknown product slug is the 404 page', async ({ request }) => {
    const answer = await request.get('/p/produit-qui-n-existe-pas-999999');
    expect(answer.status()).toBe(404);
  });

  test('CMS pages have localized slugs; a slug of another language redirects', async ({
    page,
    request,
  }) => {
    await page.goto('/t/livraison-et-retours');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const foreign = await request.get('/t/envios-y-devoluciones', { maxRedirects: 0 });
    expect(foreign.status()).toBe(301);
    expect(foreign.headers().location).toMatch(/\/t\/livraison-et-retours$/);
  });

  test('template pages render their blocks; an unknown one is a 404', async ({ page, request }) => {
    await page.goto('/tp/lookbook');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('product-grid').locator(':scope > li').first()).toBeVisible();
    expect((await request.get('/tp/page-inconnue')).status()).toBe(404);
  });
});

test.describe('guards', () => {
  test('the brands page exists on the main store only (404 elsewhere)', async ({ page }) => {
    const main = await page.goto('/marques');
    expect(main?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marques');
    const spanish = await page.goto(storeUrl('es', '/marcas'));
    expect(spanish?.status()).toBe(404);
    await expect(page.getByText('Esta página no existe en esta tienda.')).toBeVisible();
  });

  test('the wishlist sends a guest to sign in, coming back afterwards', async ({ request }) => {
    const answer = await request.get('/wishlist', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toMatch(/\/login\?mode=connection&redirect=%2Fwishlist$/);
  });

  test('search paths are trimmed and joined with plus signs', async ({ request }) => {
    const answer = await request.get('/search/%20sweat%20%20noir%20', { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toMatch(/\/search\/sweat\+noir$/);
  });
});

test.describe('SEO files per store', () => {
  test('robots.txt points at the store sitemap, which lists pages and products', async ({
    page,
  }) => {
    const robots = await page.goto(storeUrl('es', '/robots.txt'));
    expect(await robots!.text()).toMatch(/Sitemap: http:\/\/es\.localhost:\d+\/sitemap\.xml/);
    const index = await (await page.goto(storeUrl('es', '/sitemap.xml')))!.text();
    expect(index).toContain('/sitemaps/pages.xml');
    expect(index).toMatch(/\/sitemaps\/products-1\.xml/);
    const pages = await (await page.goto(storeUrl('es', '/sitemaps/pages.xml')))!.text();
    expect(pages).toMatch(/<loc>http:\/\/es\.localhost:\d+\/novedades<\/loc>/);
    expect(pages).not.toContain('/marcas');
    const products = await (await page.goto(storeUrl('es', '/sitemaps/products-1.xml')))!.text();
    expect(products).toMatch(/<loc>http:\/\/es\.localhost:\d+\/p\/[a-z0-9-]+<\/loc>/);
  });
});
