'use client';
import Link from 'next/link';
import type { ComponentProps } from 'react';
import { isExternalHref } from '../../lib/routing/locale-path';
import { useHref } from '../../lib/site/site-context';

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { path: string };

/** A link to an internal path in the current locale; external links pass through unchanged. */
export function AppLink({ path, prefetch, ...rest }: Props) {
  const href = useHref();
  if (isExternalHref(path)) return <a href={path} {...(rest as ComponentProps<'a'>)} />;
  // Prefetch on hover/intent only: a catalogue page lists hundreds of links.
  return <Link href={href(path)} prefetch={prefetch ?? false} {...rest} />;
}
