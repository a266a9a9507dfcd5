'use client';
import { createContext, use, type ReactNode } from 'react';
import {
  registerCatalogue,
  translate,
  type CompiledCatalogue,
  type MessageKey,
  type MessageValues,
} from '../i18n/messages';
import { embedStore } from '../embedding/embed-state';
import { seedNumerals, type Numerals } from '../format/locale-numerals';
import { localizeHref } from '../routing/locale-path';
import type { SiteConfig } from './site-config';

export type ClientSiteConfig = Pick<
  SiteConfig,
  | 'locales'
  | 'localeInUrl'
  | 'customPaths'
  | 'brand'
  | 'pushSocketUrl'
  | 'pushDelta'
  | 'signUpReminderSeconds'
  | 'depositReminder'
  | 'embedding'
  | 'reporting'
  | 'rates'
  | 'signInEnabled'
  | 'signUpEnabled'
  | 'sportTypeProviders'
  | 'customSportTypeProviders'
  | 'myBets'
  | 'jackpots'
  | 'activityTracking'
  | 'responsibleGambling'
  | 'quickDeposit'
  | 'frameFlags'
>;

interface SiteContextValue {
  locale: string;
  config: ClientSiteConfig;
}

const SiteContext = createContext<SiteContextValue | null>(null);

/**
 * The page's locale, routing config and the active locale's compiled messages (the only catalogue the browser
 * receives), registered with lib/i18n/messages.ts before any child renders; and the locale's numerals as the
 * server's Intl gave them (numeralsOf), so the first render formats prices without loading ICU's data.
 */
export function SiteProvider({
  locale,
  config,
  messages,
  numerals,
  children,
}: SiteContextValue & { messages: CompiledCatalogue; numerals?: Numerals | null; children: ReactNode }) {
  registerCatalogue(locale, messages);
  if (numerals !== undefined) seedNumerals(locale, numerals);
  embedStore.configure(config.frameFlags);
  return <SiteContext value={{ locale, config }}>{children}</SiteContext>;
}

export function useSite(): SiteContextValue {
  const value = use(SiteContext);
  if (!value) throw new Error('useSite outside SiteProvider');
  return value;
}

/** The localized href of an internal path (locale prefix and custom paths applied). */
export function useHref(): (path: string) => string {
  const { locale, config } = useSite();
  return (path) => localizeHref(path, locale, config);
}

export function useT(): (key: MessageKey, vars?: MessageValues) => string {
  const { locale } = useSite();
  return (key, vars) => translate(locale, key, vars);
}
