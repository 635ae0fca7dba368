/**
 * The search list's active option after an arrow key: -1 is the field itself. Down from the
 * field reaches the first option, Up from it the last; past either end the field is active
 * again, as in the ARIA combobox pattern.
 */
export function nextActiveOption(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  const next = current + step;
  return next < 0 || next >= count ? -1 : next;
}
