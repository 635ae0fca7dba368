// The `it` texts in parts: the shell's keys, then each area's (bundle.ts joins them).
export { default as shell } from '../messages/it.json';
export { default as account } from '../messages/account/it.json';
export { default as accountArea } from '../messages/account-area/it.json';
export { default as delivery } from '../messages/delivery/it.json';
export { default as documents } from '../messages/documents/it.json';
export { default as orders } from '../messages/orders/it.json';
export { default as payment } from '../messages/payment/it.json';
export { default as purchase } from '../messages/purchase/it.json';
export { default as returns } from '../messages/returns/it.json';
export { default as vouchers } from '../messages/vouchers/it.json';
