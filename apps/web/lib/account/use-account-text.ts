'use client';
import { useSite } from '../site/site-context';
import type { MessageValues } from '../i18n/messages';
import { accountText } from './account-messages';

/** The account forms' lookup in the page's locale (lib/account/account-messages.ts). */
export function useAccountText(): (key: string, vars?: MessageValues) => string {
  const { locale } = useSite();
  return (key, vars) => accountText(locale, key, vars);
}
