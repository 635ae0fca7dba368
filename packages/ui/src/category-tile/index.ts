export * from './category-tile';
