import { notFound } from 'next/navigation';

/**
 * Where the proxy sends the paths it already knows are 404 (the server's parse call, the brand
 * restriction): outside the catch-all's loading boundary, so the answer is sent with its 404
 * status instead of a streamed 200.
 */
export default function KnownNotFound() {
  notFound();
}
