'use client';
import { useSurroundingsText } from '../../lib/surroundings/surroundings-messages';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { localeNumerals } from '../../lib/format/locale-numerals';
import { useSite } from '../../lib/site/site-context';
import { useUnreadCount } from '../../lib/surroundings/notifications';
import { useSportsbook } from '../../lib/surroundings/use-sportsbook';

// Drawn here rather than in components/icons: that sprite is first-load JavaScript, the bell is not.
const BELL =
  'M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22zm7-6v-5a7 7 0 0 0-5.5-6.8V3a1.5 1.5 0 0 0-3 0v1.2A7 7 0 0 0 5 11v5l-2 2v1h18v-1z';

// The panel (list, mark read) loads on first open: it is not first-load JavaScript.
const NotificationPanel = lazy(() => import('./notification-panel'));

/**
 * NT5: the header's bell for a signed-in player: the unread count on its face, live from the private
 * channel; it discloses the notification panel. Escape, a click elsewhere or focus leaving closes it.
 */
export function NotificationBell() {
  const s = useSurroundingsText();
  const id = useId();
  const { signedIn } = useSportsbook();
  const { locale } = useSite();
  const unread = useUnreadCount().data ?? 0;
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  if (!signedIn) return null;
  // The face's count, in the locale's digits (LC8), is also in the button's name, as screen readers and voice
  // control expect of a visible label (axe: label-content-name-mismatch).
  const face = localeNumerals(unread > 99 ? '99+' : String(unread), locale);
  const label = unread > 0 ? s('notifications.bellUnread', { count: face }) : s('notifications.title');
  return (
    <div
      ref={root}
      className="bell"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (open && e.relatedTarget && !root.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="icon-button bell__button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={id}
        data-testid="notification-bell"
        onClick={() => {
          setLoaded(true);
          setOpen((o) => !o);
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d={BELL} fill="currentColor" />
        </svg>
        {unread > 0 ? (
          <span className="bell__count" data-testid="unread-count" aria-hidden="true">
            {face}
          </span>
        ) : null}
      </button>
      <div id={id} className="bell__panel" hidden={!open} data-testid="notification-panel">
        {loaded ? (
          <Suspense fallback={<span className="skeleton skeleton--line" aria-hidden="true" />}>
            <NotificationPanel open={open} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
