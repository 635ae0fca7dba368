export * from './account-calls';
export * from './client';
export * from './delivery-calls';
export * from './errors';
export * from './schemas/index';
export * from './search-hosts';
export * from './session';
export * from './shopper-calls';
