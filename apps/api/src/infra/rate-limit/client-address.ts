// The per-client key lives in @shop/domain: the search service counts its public key's
// budget by the same rule.
export { clientKey } from '@shop/domain/client-address';
