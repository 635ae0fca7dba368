import { test as plainTest, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

/** The shop with the keyboard alone (issue 15, item 2). */

/**
 * What of the focused element's ring is cut off: its outline drawn around its box, against
 * every ancestor that clips what overflows it.
 */
async function clippedRing(page: Page, focused: Locator) {
  return focused.evaluate((link) => {
    const card = link.closest('.ui-thumb') ?? link;
    const style = getComputedStyle(card);
    if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0) return ['no ring'];
    const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
    const box = card.getBoundingClientRect();
    const cut: string[] = [];
    for (let parent = card.parentElement; parent; parent = parent.parentElement) {
      const clips = getComputedStyle(parent);
      if (clips.overflowX === 'visible' && clips.overflowY === 'visible') continue;
      const frame = parent.getBoundingClientRect();
      if (
        box.left - reach < frame.left ||
        box.top - reach < frame.top ||
        box.right + reach > frame.right ||
        box.bottom + reach > frame.bottom
      )
        cut.push(`${parent.tagName}.${parent.className}`);
    }
    return cut;
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a product card shows its whole focus ring, also in the sliding top sales', async ({
    page,
  }) => {
    await page.goto('/');
    // A keyboard is in use: the focus that follows is a visible one.
    await page.keyboard.press('Tab');
    const link = page.getByTestId('top-sales-carousel').locator('.ui-thumb__link').first();
    await link.focus();
    await expect(link).toBeFocused();
    expect(await link.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
    expect(await clippedRing(page, link)).toEqual([]);
  });
});

plainTest.describe('the cookie banner', () => {
  plainTest.use({ viewport: { width: 1280, height: 720 } });

  plainTest(
    'comes first in the tab order and never covers what has the focus',
    async ({ page }) => {
      await page.goto('/nouveautes', { waitUntil: 'networkidle' });
      const banner = page.getByRole('dialog', { name: 'Vos cookies, votre choix' });
      await expect(banner).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(banner.locator(':focus')).toHaveCount(1);

      const covered: string[] = [];
      for (let stop = 0; stop < 60; stop++) {
        await page.keyboard.press('Tab');
        const state = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement | null;
          const dialog = document.querySelector('[role="dialog"][aria-modal="false"]');
          if (!focused || !dialog || dialog.contains(focused)) return null;
          const box = focused.getBoundingClientRect();
          if (box.width === 0 && box.height === 0) return null;
          return {
            name: `${focused.tagName} ${focused.textContent?.trim().slice(0, 30) ?? ''}`,
            bottom: box.bottom,
            bannerTop: dialog.getBoundingClientRect().top,
          };
        });
        // The scrolling into view happens in the frame after the focus.
        if (state && state.bottom > state.bannerTop) {
          await page.evaluate(() => new Promise(requestAnimationFrame));
          const bottom = await page.evaluate(
            () => document.activeElement!.getBoundingClientRect().bottom,
          );
          const top = await banner.evaluate((element) => element.getBoundingClientRect().top);
          if (bottom > top) covered.push(state.name);
        }
      }
      expect(covered).toEqual([]);
    },
  );
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('arrow keys move through the search suggestions, Enter opens one, Escape closes', async ({
    page,
  }) => {
    await page.goto('/');
    const search = page.getByTestId('header-search');
    const field = search.getByRole('combobox');
    await field.fill('sweat');
    const options = page.getByTestId('search-panel').getByRole('option');
    await expect(options.first()).toBeVisible();

    await field.press('ArrowDown');
    const first = options.nth(0);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await field.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await field.press('ArrowUp');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    // The focus never leaves the field.
    await expect(field).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    await field.press('Escape');
    await expect(page.getByTestId('search-panel')).toBeHidden();
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('sweat');
    await expect(field).not.toHaveAttribute('aria-activedescendant');

    await field.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const href = (await first.getAttribute('href'))!;
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });

  test('Enter follows a top menu link; ArrowDown or its button opens the panel', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const entry = nav.getByRole('link', { name: 'Vêtements', exact: true });
    const disclosure = nav.getByRole('button', { name: 'Afficher le menu Vêtements' });
    const panel = page.locator(`#${await disclosure.getAttribute('aria-controls')}`);

    await entry.focus();
    await entry.press('ArrowDown');
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link').first()).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(entry).toBeFocused();

    await disclosure.focus();
    await disclosure.press('Enter');
    await expect(panel).toBeVisible();
    await disclosure.press('Enter');
    await expect(panel).toBeHidden();

    const href = (await entry.getAttribute('href'))!;
    await entry.focus();
    await entry.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
});
