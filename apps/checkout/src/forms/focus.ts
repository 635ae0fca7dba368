/**
 * After a refused submit, focus goes to the first field flagged invalid; for a group of radio
 * buttons flagged as a whole, to its checked button or else its first one.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (invalid?.getAttribute('role') === 'radiogroup') {
    const radios = [...invalid.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    (radios.find((radio) => radio.checked) ?? radios[0])?.focus();
    return;
  }
  invalid?.focus();
}
