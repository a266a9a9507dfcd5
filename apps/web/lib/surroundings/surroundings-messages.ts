'use client';
import { translate, type MessageKey, type MessageValues } from '../i18n/messages';
import { useSite } from '../site/site-context';

/** Texts of the surroundings that load after hydration (notification panel, prediction, cookie banner, …). */
export function useSurroundingsText(): (key: MessageKey, vars?: MessageValues) => string {
  const { locale } = useSite();
  return (key, vars) => translate(locale, key, vars);
}
