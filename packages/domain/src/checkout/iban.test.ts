import { describe, expect, it } from 'vitest';
import { compactIban, formatIban } from './iban';

describe('formatIban', () => {
  it('groups by four, the last group shorter', () => {
    expect(formatIban('FR7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('takes an IBAN already spaced or in lower case the same way', () => {
    expect(formatIban(' fr76 3000 6000 0112 3456 7890 189 ')).toBe(
      'FR76 3000 6000 0112 3456 7890 189',
    );
    expect(compactIban('FR76 3000 6000 0112 3456 7890 189')).toBe('FR7630006000011234567890189');
  });
});
