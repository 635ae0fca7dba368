/** The brands mega menu: up to 15 brands in the first column, the rest in a second (section 9). */
export const BRANDS_FIRST_COLUMN = 15;
export const MENU_REFRESH_MS = 900_000;
export const DROPDOWN_CLOSE_DELAY_MS = 150;
export const BASKET_DROPDOWN_OPEN_MS = 3000;

export function splitBrandColumns<T>(items: readonly T[]): T[][] {
  const first = items.slice(0, BRANDS_FIRST_COLUMN);
  const rest = items.slice(BRANDS_FIRST_COLUMN);
  return rest.length > 0 ? [first, rest] : [first];
}

/** A mega menu panel spans the full width from 3 columns on. */
export const isFullWidthMenu = (columns: number) => columns >= 3;
