import type { Instrumentation } from 'next';

/**
 * Every failure of a server render, route handler or the proxy reaches error reporting (the
 * loaders that catch theirs report them themselves): Next calls this with the error it turns
 * into the error page's digest.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const { reportServerError } = await import('./server/report-server-error');
  reportServerError('Unable to render the page', error, {
    path: request.path,
    route: context.routePath,
    type: context.routeType,
  });
};
