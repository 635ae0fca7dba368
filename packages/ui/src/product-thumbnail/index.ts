export * from './product-thumbnail';
export * from './favourite-button';
