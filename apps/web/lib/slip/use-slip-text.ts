'use client';
import { useSite } from '../site/site-context';
import { slipText } from './slip-messages';

export function useSlipText(): (key: string, vars?: Record<string, string | number>) => string {
  const { locale } = useSite();
  return (key, vars) => slipText(locale, key, vars);
}
