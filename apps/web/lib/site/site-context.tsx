'use client';
import { createContext, use, type ReactNode } from 'react';
import { translate, type MessageKey } from '../i18n/messages';
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
>;

interface SiteContextValue {
  locale: string;
  config: ClientSiteConfig;
}

const SiteContext = createContext<SiteContextValue | null>(null);

export function SiteProvider({ locale, config, children }: SiteContextValue & { children: ReactNode }) {
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

export function useT(): (key: MessageKey, vars?: Record<string, string | number>) => string {
  const { locale } = useSite();
  return (key, vars) => translate(locale, key, vars);
}
