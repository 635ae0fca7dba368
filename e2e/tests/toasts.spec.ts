import { expect, test } from './fixtures';

test('the connection-lost toast shows while the browser is offline', async ({ page, context }) => {
  await page.goto('/nouveautes');
  await page.waitForLoadState('networkidle');
  const toast = page.getByTestId('connection-lost-toast');
  await expect(toast).toHaveCount(0);
  await context.setOffline(true);
  await expect(toast).toContainText('Connexion perdue');
  await context.setOffline(false);
  await expect(toast).toHaveCount(0);
});

test('a page’s data that cannot load is a toast, closed by hand or by the next route', async ({
  page,
}) => {
  const email = `toast.${Date.now()}@example.com`;
  // The network fails under the page's check of the subscription.
  await page.route('**/api/v5/newsletters/is-subscribed**', (route) => route.abort('failed'));
  await page.goto(`/unsubscribe?email=${encodeURIComponent(email)}`);
  const toast = page.getByTestId('async-data-error-toast');
  await expect(toast).toContainText('Une erreur est survenue');
  // Nothing answered: a network error (status 0), in the shopper's language.
  await expect(toast).toContainText('Erreur réseau');
  await toast.getByRole('button', { name: 'Fermer' }).click();
  await expect(toast).toHaveCount(0);

  await page.reload();
  await expect(toast).toContainText('Erreur réseau');
  // A route change inside the page closes it.
  await page.evaluate(() => window.history.pushState(null, '', '/unsubscribe'));
  await expect(toast).toHaveCount(0);
});
