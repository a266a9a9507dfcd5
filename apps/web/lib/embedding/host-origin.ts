import type { EmbeddingConfig } from '../site/deployment-config';

/** EM2: does a message from `origin` count (and may we post to it)? */
export function isAllowedHostOrigin(origin: string, config: EmbeddingConfig, ownOrigin: string): boolean {
  if (!origin || origin === 'null') return false;
  if (config.wildcard) return true;
  if (config.demo && origin === ownOrigin) return true;
  return config.origins.includes(origin);
}

/**
 * The parent frame's origin: Chromium and WebKit name it (location.ancestorOrigins); elsewhere the referrer of the
 * frame's first document. Null when it cannot be known (then nothing is posted).
 */
export function parentOrigin(win: Window): string | null {
  const ancestors = (win.location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? null;
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : null;
  } catch {
    return null;
  }
}
