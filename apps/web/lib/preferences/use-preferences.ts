'use client';
import { useSyncExternalStore } from 'react';
import type { OddsFormat } from '@slipstream/betting';
import type { Preferences } from '../storage/preferences';
import {
  getPreferences,
  getServerPreferences,
  oddsFormatOf,
  subscribePreferences,
} from './preferences-store';

export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribePreferences, getPreferences, getServerPreferences);
}

export function useOddsFormat(): OddsFormat {
  return oddsFormatOf(usePreferences());
}
