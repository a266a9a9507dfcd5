'use client';
import type { ReactNode } from 'react';
import { registerPageMessages, type CompiledCatalogue } from './messages';

/**
 * A page's own texts (server-messages.ts `pageMessages`), registered before its children render: they travel
 * with that page only, never in the catalogue every page carries.
 */
export function PageMessages({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: CompiledCatalogue;
  children: ReactNode;
}) {
  registerPageMessages(locale, messages);
  return children;
}
