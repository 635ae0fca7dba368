export * from './product-grid';
