export * from './sticker';
