// The `es` texts in parts: the shell's keys, then each area's (bundle.ts joins them).
export { default as shell } from '../messages/es.json';
export { default as account } from '../messages/account/es.json';
export { default as accountArea } from '../messages/account-area/es.json';
export { default as delivery } from '../messages/delivery/es.json';
export { default as documents } from '../messages/documents/es.json';
export { default as orders } from '../messages/orders/es.json';
export { default as payment } from '../messages/payment/es.json';
export { default as purchase } from '../messages/purchase/es.json';
export { default as returns } from '../messages/returns/es.json';
export { default as vouchers } from '../messages/vouchers/es.json';
