'use client';
import dynamic from 'next/dynamic';
import { useAuth } from '../../lib/auth/auth-context';

// The notice's code and texts load only for a player an exclusion holds: nothing on anyone else's first load.
const ExclusionNotice = dynamic(() => import('./exclusion-notice'), { ssr: false });

/** SPEC.md SX8: while a break, self-exclusion or register listing holds, every page says so at its top. */
export function ExclusionNoticeSlot() {
  const exclusion = useAuth().player?.exclusion ?? null;
  return exclusion ? <ExclusionNotice exclusion={exclusion} /> : null;
}
