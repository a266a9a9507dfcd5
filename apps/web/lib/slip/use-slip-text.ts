'use client';
import { useSite } from '../site/site-context';
import type { MessageValues } from '../i18n/messages';
import { slipText } from './slip-messages';

export function useSlipText(): (key: string, vars?: MessageValues) => string {
  const { locale } = useSite();
  return (key, vars) => slipText(locale, key, vars);
}
