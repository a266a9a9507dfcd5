'use client';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Set once the first page has hydrated: later (client-side) renders show their content at once. */
let pageHydrated = false;

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * A list section that stays server HTML (no React work at all) until it nears the viewport or the
 * pointer reaches it, then renders its live content in place — so the page's hydration pays only for what
 * is on screen. Only the first page load defers; a client-side navigation renders the content at once.
 * The server HTML is kept untouched through hydration (empty dangerouslySetInnerHTML, a common
 * lazy-hydration technique that context changes above cannot force open), and swapped in one commit for
 * the same markup, so nothing moves; focus inside is carried over to the same control.
 */
export function HydrateOnVisible({
  className,
  label,
  children,
}: {
  className: string;
  label: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const [deferred, setDeferred] = useState(() => typeof window !== 'undefined' && !pageHydrated);
  const focusIndex = useRef(-1);
  const clickIndex = useRef(-1);

  useEffect(() => {
    pageHydrated = true;
    const element = ref.current;
    if (!deferred || !element) return;
    const indexOf = (node: EventTarget | null): number => {
      const control = node instanceof Element ? node.closest(FOCUSABLE) : null;
      return control && element.contains(control)
        ? [...element.querySelectorAll(FOCUSABLE)].indexOf(control)
        : -1;
    };
    const open = () => {
      focusIndex.current = indexOf(document.activeElement);
      setDeferred(false);
    };
    // A click on the server HTML (no handlers yet) is held and replayed on the same control once live.
    const click = (event: MouseEvent) => {
      const index = indexOf(event.target);
      if (index < 0) return;
      event.preventDefault();
      event.stopPropagation();
      clickIndex.current = index;
      open();
    };
    element.addEventListener('click', click, true);
    if (typeof IntersectionObserver === 'undefined') return open();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) open();
      },
      // The link prefetch margin (account-and-surroundings §9): live before it scrolls in.
      { rootMargin: '200px' },
    );
    observer.observe(element);
    // A pointer arriving first (before any scroll) makes it live before the click lands.
    element.addEventListener('pointerover', open, { once: true });
    element.addEventListener('focusin', open, { once: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('pointerover', open);
      element.removeEventListener('focusin', open);
      element.removeEventListener('click', click, true);
    };
  }, [deferred]);

  useLayoutEffect(() => {
    if (deferred) return;
    const controls = ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE);
    const focus = focusIndex.current >= 0 ? controls?.[focusIndex.current] : undefined;
    const clicked = clickIndex.current >= 0 ? controls?.[clickIndex.current] : undefined;
    focusIndex.current = clickIndex.current = -1;
    focus?.focus({ preventScroll: true });
    clicked?.click();
  }, [deferred]);

  if (deferred) {
    return (
      <section
        key="server"
        ref={ref}
        className={className}
        aria-label={label}
        // Keeps the server-rendered rows as they are until the section goes live.
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  return (
    <section key="live" ref={ref} className={className} aria-label={label}>
      {children}
    </section>
  );
}
