export * from './product-thumbnail';
