// Tokens and base first, so that component styles come after them in dist/index.css.
import './tokens.css';

export * from './icons';
export * from './price';
export * from './sticker';
export * from './logo';
export * from './count-badge';
export * from './button';
export * from './product-thumbnail';
export * from './product-grid';
export * from './breadcrumb';
export * from './category-tile';
export * from './field';
export * from './rating/rating-stars';
// The client half is a module of its own (see client.ts and tsup.config.ts).
export * from './client';
