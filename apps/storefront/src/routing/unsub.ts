import type { RouteStep } from './context';
import { redirectTo } from './redirect';

/** The old newsletter page keeps working, with the e-mail it was given. */
export const unsub: RouteStep = (context) => {
  if (context.path !== '/unsubscribe.html') return;
  const email = context.url.searchParams.get('email');
  return redirectTo(
    context,
    '/unsubscribe',
    email ? `?${new URLSearchParams({ email })}` : '',
    301,
  );
};
