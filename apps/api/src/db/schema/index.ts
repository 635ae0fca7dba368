export * from './stores';
export * from './attributes';
export * from './catalogue';
export * from './product-extras';
export * from './site';
export * from './content';
export * from './customers';
export * from './search-sync';
export type * from './types';
