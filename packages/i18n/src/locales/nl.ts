// The `nl` texts in parts: the shell's keys, then each area's (bundle.ts joins them).
export { default as shell } from '../messages/nl.json';
export { default as account } from '../messages/account/nl.json';
export { default as accountArea } from '../messages/account-area/nl.json';
export { default as delivery } from '../messages/delivery/nl.json';
export { default as documents } from '../messages/documents/nl.json';
export { default as orders } from '../messages/orders/nl.json';
export { default as payment } from '../messages/payment/nl.json';
export { default as purchase } from '../messages/purchase/nl.json';
export { default as returns } from '../messages/returns/nl.json';
export { default as vouchers } from '../messages/vouchers/nl.json';
