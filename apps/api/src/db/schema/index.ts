export * from './catalogue';
export * from './site';
export type * from './types';
