import { expect, test } from './fixtures';

test('links prefetch their page once the page is idle, never the checkout app', async ({
  page,
  request,
}) => {
  // Not in the page as served: the rules come once the browser is idle (2 s at the latest).
  const html = await (await request.get('/nouveautes')).text();
  expect(html).not.toContain('speculationrules');

  await page.goto('/nouveautes');
  const rules = page.locator('script#shop-link-prefetch[type="speculationrules"]');
  await expect(rules).toHaveCount(1);
  const { prefetch } = JSON.parse((await rules.textContent())!) as {
    prefetch: { source: string; eagerness: string; where: { and: object[] } }[];
  };
  expect(prefetch).toHaveLength(1);
  expect(prefetch[0]).toMatchObject({ source: 'document', eagerness: 'moderate' });
  expect(JSON.stringify(prefetch[0]!.where)).toContain('"href_matches":"/checkout/*"');
});
