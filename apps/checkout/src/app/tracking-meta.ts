/** The meta tag the server writes the tag manager's container id into (server/page-shell.ts). */
export const TAG_MANAGER_META = 'shop:gtm-id';
