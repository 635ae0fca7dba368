export * from './count-badge';
