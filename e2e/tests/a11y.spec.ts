import { expect, storeUrl, test } from './fixtures';
import { seriousViolations } from './axe';

const pages = [
  ['home in French', storeUrl('fr')],
  ['home in German', storeUrl('de')],
  ['error page in French', storeUrl('fr', '/cette-page-n-existe-pas')],
  ['error page in Spanish', storeUrl('es', '/esta-pagina-no-existe')],
  // The maintenance query flag shows the maintenance page whatever the back office says.
  ['maintenance page in French', storeUrl('fr', '/?maintenance=1')],
  ['maintenance page in German', storeUrl('de', '/?maintenance=1')],
  ['listing page in French', storeUrl('fr', '/nouveautes')],
  ['top sales in Italian', storeUrl('it', '/vendite-top')],
] as const;

for (const [name, url] of pages) {
  test(`no serious accessibility violation on the ${name}`, async ({ page }) => {
    await page.goto(url);
    await expect(page.locator('main')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('an unknown page answers 404 with the error page, top categories and top sales', async ({
  page,
}) => {
  const answer = await page.goto('/cette-page-n-existe-pas');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page.getByText("La page que vous cherchez n'existe pas")).toBeVisible();
  // The top_categorie_homepage template: six category tiles.
  await expect(page.locator('.ui-highlight__grid > li')).toHaveCount(6);
  await expect(page.getByTestId('top-sales').locator(':scope > li')).toHaveCount(6);
});
