export * from './basket-store';
export * from './basket-refresh';
export * from './basket-tracking';
