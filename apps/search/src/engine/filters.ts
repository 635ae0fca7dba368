// All filter parameters (filters, facetFilters, numericFilters, tagFilters) reduce to one
// normal form, an AND of OR groups of literals, evaluated over the columns by filter-eval.ts.
import { badRequest } from '../errors';

export type NumericOp = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type Literal =
  | { kind: 'facet'; attr: string; value: string; negated: boolean }
  | { kind: 'numeric'; attr: string; op: NumericOp; value: number; negated: boolean }
  | { kind: 'range'; attr: string; low: number; high: number; negated: boolean }
  | { kind: 'tag'; value: string; negated: boolean };
export type Clause = Literal[];
export type Cnf = Clause[];

/** `[a, [b, c]]` means a AND (b OR c); each string goes through `parse`. */
export type FilterList = (string | string[])[];

function fromList(list: FilterList, parse: (item: string) => Literal): Cnf {
  return list.map((entry) => (Array.isArray(entry) ? entry : [entry]).map(parse));
}

/** `brand:Nike`, `brand:-Nike` (negated), `brand:\-Nike` (a value starting with a dash). */
export function parseFacetFilter(item: string): Literal {
  const colon = item.indexOf(':');
  if (colon <= 0) throw badRequest(`facetFilters: "${item}" is not of the form attribute:value`);
  const attr = item.slice(0, colon).trim();
  let value = item.slice(colon + 1).trim();
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  else if (value.startsWith('\\-')) value = value.slice(1);
  if (attr === '_tags') return { kind: 'tag', value, negated };
  return { kind: 'facet', attr, value, negated };
}

const NUM = String.raw`(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)`;
const COMPARISON = new RegExp(String.raw`^\s*(.+?)\s*(<=|>=|!=|<|>|=)\s*${NUM}\s*$`);
const RANGE = new RegExp(String.raw`^\s*(.+?)\s*:\s*${NUM}\s+TO\s+${NUM}\s*$`);

/** `price>=10`, `price != 3`, `price:10 TO 20`. */
export function parseNumericFilter(item: string): Literal {
  const range = RANGE.exec(item);
  if (range) {
    return {
      kind: 'range',
      attr: range[1]!,
      low: Number(range[2]),
      high: Number(range[3]),
      negated: false,
    };
  }
  const comparison = COMPARISON.exec(item);
  if (comparison) {
    const [, attr, op, value] = comparison;
    return {
      kind: 'numeric',
      attr: attr!,
      op: op as NumericOp,
      value: Number(value),
      negated: false,
    };
  }
  throw badRequest(
    `numericFilters: "${item}" is not a comparison (price>=10) or a range (price:10 TO 20)`,
  );
}

export function parseTagFilter(item: string): Literal {
  return item.startsWith('-')
    ? { kind: 'tag', value: item.slice(1), negated: true }
    : { kind: 'tag', value: item, negated: false };
}

export const fromFacetFilters = (list: FilterList): Cnf => fromList(list, parseFacetFilter);
export const fromNumericFilters = (list: FilterList): Cnf => fromList(list, parseNumericFilter);
export const fromTagFilters = (list: FilterList): Cnf => fromList(list, parseTagFilter);
