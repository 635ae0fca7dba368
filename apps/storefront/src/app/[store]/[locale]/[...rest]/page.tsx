import { notFound } from 'next/navigation';

/** Any path no page claims yet: the store's own 404 page, inside its layout. */
export default function UnknownPage() {
  notFound();
}
