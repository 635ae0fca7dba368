/**
 * Once-per-session flags (a notice understood, a popin shown). They live in sessionStorage; a
 * browser that blocks web storage keeps them in a session cookie instead, so that the notice
 * about the blocked storage is not shown again on the next page; where cookies are blocked too
 * they hold in memory, for the page. A blocked store never breaks the page.
 */
const inMemory = new Set<string>();

const cookieEntry = (key: string) => `${encodeURIComponent(key)}=1`;

function fromCookie(key: string): boolean {
  try {
    return document.cookie.split('; ').includes(cookieEntry(key));
  } catch {
    return false;
  }
}

export function hasSessionFlag(key: string): boolean {
  if (inMemory.has(key)) return true;
  try {
    if (window.sessionStorage.getItem(key) === '1') return true;
  } catch {
    /* blocked storage: the cookie below */
  }
  return fromCookie(key);
}

export function setSessionFlag(key: string): void {
  inMemory.add(key);
  try {
    window.sessionStorage.setItem(key, '1');
    return;
  } catch {
    /* blocked storage: a cookie without an expiry ends with the browser session, as it would */
  }
  try {
    document.cookie = `${cookieEntry(key)}; Path=/; SameSite=Lax`;
  } catch {
    /* cookies blocked as well: the memory above */
  }
}
