/**
 * Once-per-session flags. Browsers can block web storage entirely; a blocked storage must never
 * break the page, so reads answer false and writes are dropped (the flag then holds per page).
 */
export function hasSessionFlag(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

export function setSessionFlag(key: string): void {
  try {
    window.sessionStorage.setItem(key, '1');
  } catch {
    /* blocked storage: see above */
  }
}
