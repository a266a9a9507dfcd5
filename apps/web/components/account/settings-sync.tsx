'use client';
import { isOddsFormat } from '@slipstream/betting';
import { useEffect } from 'react';
import { useAuth } from '../../lib/auth/auth-context';
import { requestJson } from '../../lib/auth/http';
import {
  getPreferences,
  oddsFormatOf,
  setPreferences,
  subscribePreferences,
} from '../../lib/preferences/preferences-store';
import { useSite } from '../../lib/site/site-context';

const SETTINGS_URL = '/api/sportsbook/v1/settings';

/**
 * Settings follow the player (§4 session load: "odds type stored if logged in"): on sign-in the player's saved
 * odds format replaces the browser's; a change while signed in is saved with POST /settings. (The accept mode
 * is saved by its own select; the slip reads it and the stakes from GET /settings.)
 */
export function SettingsSync() {
  const auth = useAuth();
  const { locale } = useSite();
  const token = auth.status === 'LOGGED_IN' ? auth.token : null;
  useEffect(() => {
    if (!token) return;
    let saved: string | null = null;
    let cancelled = false;
    requestJson<{ odds_types?: { selected?: string } }>(SETTINGS_URL, { locale, token })
      .then((s) => {
        if (cancelled) return;
        const selected = s.odds_types?.selected;
        saved = isOddsFormat(selected) ? selected : oddsFormatOf(getPreferences());
        if (saved !== oddsFormatOf(getPreferences())) setPreferences({ oddsFormat: saved });
      })
      .catch(() => undefined);
    const off = subscribePreferences(() => {
      const format = oddsFormatOf(getPreferences());
      if (saved === null || format === saved) return;
      saved = format;
      void requestJson(SETTINGS_URL, { method: 'POST', body: { odds_type: format }, locale, token }).catch(
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      off();
    };
  }, [token, locale]);
  return null;
}
