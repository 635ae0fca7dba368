import { sitePath } from '../app/site-navigation';
import { REDIRECT_PARAM } from '../login/use-after-login';

/** The login page for a guest on a page that needs sign-in, coming back to it afterwards. */
export function loginPathBack(
  basename: string,
  location: { pathname: string; search: string },
): string {
  const prefix = basename === '/' ? '' : basename;
  const back = encodeURIComponent(sitePath(basename, location));
  return `${prefix}/login?mode=connection&${REDIRECT_PARAM}=${back}`;
}
