import { readFileSync } from 'node:fs';

/**
 * Who may embed the product and message it (account-and-surroundings §5, API.md "Embedding"): the operator
 * configuration's `embedding.allowed_origins`. The one place that reads them until the operator-configuration
 * schema owns the file; everything else (CSP frame-ancestors, the web app's message filter) takes this answer.
 */
export interface EmbeddingAllowList {
  /** Exact origins (scheme://host[:port]) allowed to frame the site and exchange host messages. */
  readonly origins: readonly string[];
  /**
   * `"*"` in the list, honoured only when the operator declares that its host initialises the player's session
   * or sets its token (`embedding.session_init_supported`, §5: "a wildcard is honoured only if session
   * initialisation or token setting is supported"). Otherwise a wildcard is dropped and a warning is given.
   */
  readonly wildcard: boolean;
}

export interface EmbeddingSource {
  /** OPERATOR_CONFIG: the operator's JSON file (unset: no configured origins). */
  readonly operatorConfigPath: string | undefined;
  /** Demo mode: /embed-demo frames the product from the server's own origin, so that origin is allowed. */
  readonly demo: boolean;
  /** The server's own origin (PUBLIC_ORIGIN, else http://localhost:{PORT}). */
  readonly ownOrigin: string;
}

/** Reads the allow-list once at start; a malformed entry stops the start with a message naming it. */
export function readAllowedOrigins(
  source: EmbeddingSource,
  warn: (message: string) => void = () => {},
): EmbeddingAllowList {
  const embedding = source.operatorConfigPath ? embeddingSection(source.operatorConfigPath) : {};
  const list = embedding.allowed_origins ?? [];
  if (!Array.isArray(list))
    throw new Error('OPERATOR_CONFIG embedding.allowed_origins: must be a list of origins');
  return embeddingAllowList(list, {
    sessionInitSupported: embedding.session_init_supported === true,
    extra: source.demo ? [source.ownOrigin] : [],
    warn,
  });
}

/** The pure rule: normalised, de-duplicated origins; `*` only when session initialisation is supported. */
export function embeddingAllowList(
  list: readonly unknown[],
  options: { sessionInitSupported: boolean; extra?: readonly string[]; warn?: (message: string) => void },
): EmbeddingAllowList {
  const origins = new Set<string>();
  let wildcard = false;
  for (const [index, entry] of list.entries()) {
    if (entry === '*') {
      if (options.sessionInitSupported) wildcard = true;
      else
        options.warn?.(
          'OPERATOR_CONFIG embedding.allowed_origins: "*" is ignored without embedding.session_init_supported',
        );
      continue;
    }
    origins.add(originOf(entry, `embedding.allowed_origins[${index}]`));
  }
  for (const extra of options.extra ?? []) origins.add(originOf(extra, 'own origin'));
  return { origins: [...origins], wildcard };
}

/** CSP frame-ancestors for the allow-list: the site itself, every allowed origin, or any when the wildcard holds. */
export function frameAncestorsFor(allow: EmbeddingAllowList): string[] {
  return allow.wildcard ? ['*'] : ["'self'", ...allow.origins];
}

function originOf(entry: unknown, field: string): string {
  if (typeof entry !== 'string') throw new Error(`OPERATOR_CONFIG ${field}: must be an origin string`);
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    throw new Error(`OPERATOR_CONFIG ${field}: "${entry}" is not an origin (scheme://host[:port])`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== entry.replace(/\/$/, ''))
    throw new Error(`OPERATOR_CONFIG ${field}: "${entry}" is not an origin (scheme://host[:port])`);
  return url.origin;
}

interface EmbeddingSection {
  allowed_origins?: unknown;
  session_init_supported?: unknown;
}

function embeddingSection(path: string): EmbeddingSection {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new Error(`OPERATOR_CONFIG ${path}: ${(err as Error).message}`);
  }
  if (!parsed || typeof parsed !== 'object') return {};
  const embedding = (parsed as { embedding?: unknown }).embedding;
  return embedding && typeof embedding === 'object' ? (embedding as EmbeddingSection) : {};
}
