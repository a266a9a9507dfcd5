'use client';
import { lazy, Suspense } from 'react';
import { useAuth } from '../../lib/auth/auth-context';
import { loadSurroundings } from './surroundings-loader';

const NotificationBell = lazy(() => loadSurroundings().then((m) => ({ default: m.NotificationBell })));

/** The header's bell: loaded only once a player is signed in (visitors never fetch it). */
export function LazyNotificationBell() {
  const signedIn = useAuth().status === 'LOGGED_IN';
  if (!signedIn) return null;
  return (
    <Suspense fallback={<span className="icon-button skeleton" aria-hidden="true" />}>
      <NotificationBell />
    </Suspense>
  );
}
