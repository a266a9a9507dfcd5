'use client';
import dynamic from 'next/dynamic';
import { afterHydration } from '../../lib/scheduling/after-hydration';

// The account modals and their forms load after hydration, off the first-load path, in a task of their own.
export const AccountModalsHost = dynamic(
  () => afterHydration('panel').then(() => import('./account-modals')),
  { ssr: false },
);
