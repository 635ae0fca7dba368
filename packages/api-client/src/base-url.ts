/** Where the front API v5 answers under the shop's origin (the gateway's path table). */
export const API_BASE_PATH = '/api/v5';

/**
 * The `baseUrl` of a client: the API's own origin on a server (`http://127.0.0.1:3003`), none
 * in a browser, which calls its page's origin. The only place the apps learn the API's path.
 */
export const apiBaseUrl = (origin = ''): string => `${origin.replace(/\/$/, '')}${API_BASE_PATH}`;
