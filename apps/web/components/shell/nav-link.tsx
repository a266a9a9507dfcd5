'use client';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { useHref } from '../../lib/site/site-context';
import { AppLink } from './app-link';

/** A navigation link that marks itself current (aria-current="page") on its own page. */
export function NavLink(props: ComponentProps<typeof AppLink>) {
  const pathname = usePathname();
  const href = useHref();
  const target = href(props.path);
  const current = pathname === target || (target !== '/' && pathname.startsWith(`${target}/`));
  return <AppLink {...props} aria-current={current ? 'page' : undefined} />;
}
