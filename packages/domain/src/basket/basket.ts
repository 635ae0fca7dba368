import { fromCents, toCents } from './money';

export interface BasketPicture {
  url: string;
  default: boolean;
}

/** What the basket keeps of a product (journey section 3, "Basket line (local)"). */
export interface BasketLineInfo {
  id: number;
  price: number;
  originPrice: number;
  /** Stock of the product as last known. */
  quantity: number;
  pictures: BasketPicture[];
  name: string;
  brand: string;
}

export interface BasketLineSize {
  id: number;
  /** Stock of the size as last known. */
  quantity: number;
  label: string;
}

export interface BasketLine {
  info: BasketLineInfo;
  size: BasketLineSize;
  quantity: number;
}

export interface BasketTotals {
  count: number;
  total: number;
  originalTotal: number;
  savings: number;
}

const sameLine = (line: BasketLine, productId: number, sizeId: number) =>
  line.info.id === productId && line.size.id === sizeId;

/** Adds one unit: the same product and size gains one, anything else is appended with 1. */
/** What the basket keeps of a product added in one of its sizes: its stock is its sizes' stock. */
export function basketLineInfo(
  product: Omit<BasketLineInfo, 'quantity'>,
  sizes: readonly BasketLineSize[],
): BasketLineInfo {
  return { ...product, quantity: sizes.reduce((sum, size) => sum + Math.max(0, size.quantity), 0) };
}

export function addProduct(
  lines: readonly BasketLine[],
  info: BasketLineInfo,
  size: BasketLineSize,
): BasketLine[] {
  if (lines.some((line) => sameLine(line, info.id, size.id))) {
    return lines.map((line) =>
      sameLine(line, info.id, size.id) ? { ...line, quantity: line.quantity + 1 } : line,
    );
  }
  return [...lines, { info, size, quantity: 1 }];
}

export function setQuantity(
  lines: readonly BasketLine[],
  productId: number,
  sizeId: number,
  quantity: number,
): BasketLine[] {
  if (!Number.isInteger(quantity) || quantity < 0) {
    throw new RangeError(`Quantity must be a whole number of at least 0, got ${quantity}`);
  }
  return lines.map((line) => (sameLine(line, productId, sizeId) ? { ...line, quantity } : line));
}

export function removeLine(
  lines: readonly BasketLine[],
  productId: number,
  sizeId: number,
): BasketLine[] {
  return lines.filter((line) => !sameLine(line, productId, sizeId));
}

/** A basket read back from browser storage keeps only the lines with a quantity above zero. */
export function restoreLines(lines: readonly BasketLine[] | null | undefined): BasketLine[] {
  return (lines ?? []).filter((line) => Number.isInteger(line.quantity) && line.quantity > 0);
}

/** Totals in euros; summed in cents so that many lines never drift from the 2-decimal rule. */
export function basketTotals(lines: readonly BasketLine[]): BasketTotals {
  let count = 0;
  let totalCents = 0;
  let originalCents = 0;
  for (const line of lines) {
    count += line.quantity;
    totalCents += toCents(line.info.price) * line.quantity;
    originalCents += toCents(Math.max(line.info.originPrice, line.info.price)) * line.quantity;
  }
  return {
    count,
    total: fromCents(totalCents),
    originalTotal: fromCents(originalCents),
    savings: fromCents(originalCents - totalCents),
  };
}

/** The picture flagged default, else the first one. */
export function defaultPicture(pictures: readonly BasketPicture[]): BasketPicture | undefined {
  return pictures.find((picture) => picture.default) ?? pictures[0];
}
