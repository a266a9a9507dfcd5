'use client';
import { useSite } from '../site/site-context';

/**
 * Texts of the surroundings that load after hydration (notification panel, prediction, cookie banner, reminder,
 * favourites list): kept out of lib/i18n/messages.ts, whose dictionary is first-load JavaScript. English only
 * until localisation; a missing key shows the key, as translate() does.
 */
export const SURROUNDINGS_MESSAGES_EN = {
  'favorites.empty': 'No favourite events yet: star an event to follow it here.',
  'favorites.loading': 'Loading favourite events',
  'favorites.leagues': 'Favourite leagues',
  'favorites.leaguesLoading': 'Loading favourite leagues',
  'favorites.leaguesEmpty': 'No favourite leagues yet: star a league on its page to follow it here.',
  'favorites.leagueNoMatches': 'No upcoming matches in this league right now.',
  'notifications.title': 'Notifications',
  'notifications.bellUnread': 'Notifications: {count} unread',
  'notifications.markRead': 'Mark read',
  'notifications.markReadOne': 'Mark read: {title}',
  'notifications.markAllRead': 'Mark all read',
  'notifications.empty': 'No notifications yet.',
  'notifications.error': 'Notifications could not be loaded. Try again in a moment.',
  'vote.title': 'Who wins? Your prediction',
  'vote.draw': 'Draw',
  'vote.total': 'Predictions: {count}',
  'vote.signIn': 'Predictions: {count}. Sign in to add yours.',
  'vote.error': 'Predictions could not be loaded.',
  'vote.failed': 'Your prediction could not be saved. Try again.',
  'consent.label': 'Cookie consent',
  'consent.text':
    'We use cookies that the site needs to work and, with your consent, analytics cookies that record which campaign brought you here.',
  'consent.accept': 'Accept all',
  'consent.reject': 'Only necessary',
  'reminder.text':
    'New here? Open an account to bet, keep favourites and get notified when your bets settle.',
  'reminder.later': 'Not now',
} as const;

export type SurroundingsKey = keyof typeof SURROUNDINGS_MESSAGES_EN;

export function surroundingsText(
  _locale: string,
  key: SurroundingsKey,
  vars?: Record<string, string | number>,
): string {
  const text: string = SURROUNDINGS_MESSAGES_EN[key] ?? key;
  return vars ? text.replace(/\{(\w+)\}/g, (m, name: string) => String(vars[name] ?? m)) : text;
}

export function useSurroundingsText(): (
  key: SurroundingsKey,
  vars?: Record<string, string | number>,
) => string {
  const { locale } = useSite();
  return (key, vars) => surroundingsText(locale, key, vars);
}
