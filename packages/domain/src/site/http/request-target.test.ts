import { describe, expect, it } from 'vitest';
import {
  isPageTargetTooLong,
  MAX_PAGE_PATH_LENGTH,
  MAX_PAGE_TARGET_LENGTH,
} from './request-target';

describe('isPageTargetTooLong', () => {
  it('refuses a target over the whole limit or a path over its own', () => {
    const query = (length: number) => `/soldes?q=${'a'.repeat(length - '/soldes?q='.length)}`;
    expect(isPageTargetTooLong(query(MAX_PAGE_TARGET_LENGTH))).toBe(false);
    expect(isPageTargetTooLong(query(MAX_PAGE_TARGET_LENGTH + 1))).toBe(true);
    expect(isPageTargetTooLong(`/${'a'.repeat(MAX_PAGE_PATH_LENGTH - 1)}?page=2`)).toBe(false);
    expect(isPageTargetTooLong(`/${'a'.repeat(MAX_PAGE_PATH_LENGTH)}`)).toBe(true);
  });
});
