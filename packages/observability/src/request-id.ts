import { randomUUID } from 'node:crypto';

/** The header that carries one request's id from the edge through every service and back. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Ids of nginx ($request_id, 32 hex), of this package (UUIDs) and of most proxies. */
const WELL_FORMED = /^[\w.:-]{1,128}$/;

/**
 * The id of a request: the one it came with when that one is trusted and well-formed (nothing
 * a client could use to forge log lines), else a new UUID.
 */
export function requestIdOf(given: string | string[] | undefined, trusted = true): string {
  const value = Array.isArray(given) ? given[0] : given;
  return trusted && value && WELL_FORMED.test(value) ? value : randomUUID();
}

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.)/, '');

/** Whether `address` (a socket's peer) is one of the trusted proxies' addresses. */
export function isTrustedPeer(trusted: readonly string[], address: string | undefined): boolean {
  if (!address || trusted.length === 0) return false;
  const peer = plain(address);
  return trusted.some((entry) => plain(entry) === peer);
}
