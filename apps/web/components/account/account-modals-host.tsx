'use client';
import dynamic from 'next/dynamic';

// The account modals and their forms load after hydration, off the first-load path.
export const AccountModalsHost = dynamic(() => import('./account-modals'), { ssr: false });
