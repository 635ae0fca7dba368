// The components and hooks that need the browser (state, effects).
// Built on their own behind a "use client" directive, so that everything in index.ts stays a
// server component when a Next.js page renders it: a product card costs no hydration.
export * from './dialog';
export * from './field/password-field';
export { ThumbnailPicture } from './product-thumbnail/thumbnail-picture';
export * from './rating/rating-input';
