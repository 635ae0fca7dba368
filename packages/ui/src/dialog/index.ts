export * from './dialog';
export { useCloseOnBack } from './use-close-on-back';
