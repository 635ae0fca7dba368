import { expect, test } from './fixtures';

test('a form message closes with its button, and the keyboard goes back to sending', async ({
  page,
}) => {
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  const send = page.getByRole('button', { name: 'Envoyer le message' });
  await send.click();
  const form = page.getByRole('form', { name: 'Écrivez-nous' });
  const message = form.getByRole('alert');
  await expect(message).toHaveText('Vérifiez les champs signalés.');

  // From the keyboard: the close button is reachable and names what it closes.
  const close = message.getByRole('button', { name: 'Fermer le message' });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(send).toBeFocused();

  // Sending again brings it back.
  await send.click();
  await expect(form.getByRole('alert')).toHaveText('Vérifiez les champs signalés.');
});
