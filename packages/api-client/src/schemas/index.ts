export * from './init';
export * from './product-hit';
