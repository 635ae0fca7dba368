// The `en` texts in parts: the shell's keys, then each area's (bundle.ts joins them).
export { default as shell } from '../messages/en.json';
export { default as account } from '../messages/account/en.json';
export { default as accountArea } from '../messages/account-area/en.json';
export { default as delivery } from '../messages/delivery/en.json';
export { default as documents } from '../messages/documents/en.json';
export { default as orders } from '../messages/orders/en.json';
export { default as payment } from '../messages/payment/en.json';
export { default as purchase } from '../messages/purchase/en.json';
export { default as returns } from '../messages/returns/en.json';
export { default as vouchers } from '../messages/vouchers/en.json';
