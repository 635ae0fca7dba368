// `npm run dev`: the shop in the explicit development mode, on this machine only (loopback):
// the local outbox (/api/v5/dev/outbox) shows the e-mails the shop writes, reset links included.
process.env.SHOP_MODE = 'development';
await import('./start.mjs');
