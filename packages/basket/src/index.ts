export * from './basket-store';
