import { notFound } from 'next/navigation';

/** Any path no route claims is a 404 inside the site's layout. */
export default function UnknownPath(): never {
  notFound();
}
