// Our `filters` parser against Algolia's own syntax validator (the npm package
// algolia-filters-js-syntax-validator): the same strings accepted, the same rejected, with the
// same message (the API prefixes it with "filters: ").
import Validator from 'algolia-filters-js-syntax-validator';
import { describe, expect, it } from 'vitest';
import { parseFilters } from '../../src/engine/filter-parser';
import { FILTER_CASES } from './cases';

const validator = new Validator();

function ours(input: string): string {
  try {
    parseFilters(input);
    return '';
  } catch (error) {
    return (error as Error).message.replace(/^filters: /, '');
  }
}

describe('filters syntax, cross-checked with algolia-filters-js-syntax-validator', () => {
  it(`accepts and rejects the same ${FILTER_CASES.length} strings, with the same messages`, () => {
    const verdicts = FILTER_CASES.map((input) => ({ input, ours: ours(input) }));
    expect(verdicts).toEqual(
      FILTER_CASES.map((input) => ({ input, ours: validator.parse(input).errorMessage })),
    );
  });

  it('covers both sides', () => {
    const rejected = FILTER_CASES.filter((input) => ours(input) !== '');
    expect(rejected.length).toBeGreaterThan(40);
    expect(FILTER_CASES.length - rejected.length).toBeGreaterThan(40);
  });
});
